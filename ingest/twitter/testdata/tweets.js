window.YTD.tweets.part0 = [
  {
    "tweet" : {
      "edit_info" : {
        "initial" : {
          "editTweetIds" : [ "1600000000000000001", "1600000000000000002" ],
          "editableUntil" : "2022-12-06T10:30:00.000Z",
          "editsRemaining" : "4",
          "isEditEligible" : true
        }
      },
      "retweeted" : false,
      "source" : "<a href=\"https://mobile.twitter.com\" rel=\"nofollow\">Twitter Web App</a>",
      "entities" : {
        "hashtags" : [ { "text" : "pizza", "indices" : [ "20", "26" ] } ],
        "symbols" : [ ],
        "user_mentions" : [ { "name" : "Luigi", "screen_name" : "luigi_napoli", "indices" : [ "30", "43" ], "id_str" : "42", "id" : "42" } ],
        "urls" : [ { "url" : "https://t.co/AbCdEf", "expanded_url" : "https://example.com/margherita", "display_url" : "example.com/margherita", "indices" : [ "50", "73" ] } ],
        "media" : [ { "url" : "https://t.co/PiCtUrE", "media_url_https" : "https://pbs.twimg.com/media/FjPizza.jpg", "type" : "photo", "id_str" : "7" } ]
      },
      "extended_entities" : {
        "media" : [
          { "url" : "https://t.co/PiCtUrE", "media_url_https" : "https://pbs.twimg.com/media/FjPizza.jpg", "type" : "photo", "id_str" : "7" },
          { "url" : "https://t.co/PiCtUrE", "media_url_https" : "https://pbs.twimg.com/media/FjPasta.jpg", "type" : "photo", "id_str" : "8" }
        ]
      },
      "display_text_range" : [ "0", "80" ],
      "favorite_count" : "12",
      "id_str" : "1600000000000000001",
      "truncated" : false,
      "retweet_count" : "3",
      "id" : "1600000000000000001",
      "created_at" : "Tue Dec 06 09:30:00 +0000 2022",
      "favorited" : false,
      "full_text" : "Best dinner ever &amp; #pizza with @luigi_napoli, see https://t.co/AbCdEf https://t.co/PiCtUrE",
      "lang" : "en"
    }
  },
  {
    "tweet" : {
      "edit_info" : {
        "edit" : {
          "initialTweetId" : "1600000000000000001",
          "editControlInitial" : { "editTweetIds" : [ "1600000000000000001", "1600000000000000002" ] }
        }
      },
      "source" : "<a href=\"https://mobile.twitter.com\" rel=\"nofollow\">Twitter Web App</a>",
      "entities" : { "hashtags" : [ ], "symbols" : [ ], "user_mentions" : [ ], "urls" : [ ] },
      "favorite_count" : "1",
      "id_str" : "1600000000000000002",
      "in_reply_to_status_id_str" : "1599999999999999999",
      "in_reply_to_screen_name" : "mario",
      "retweet_count" : "0",
      "id" : "1600000000000000002",
      "created_at" : "Tue Dec 06 09:35:10 +0000 2022",
      "full_text" : "@mario it was &lt;3",
      "lang" : "en"
    }
  },
  {
    "tweet" : {
      "id_str" : "1600000000000000003",
      "created_at" : "not a date",
      "full_text" : "broken date"
    }
  },
  {
    "tweet" : {
      "id_str" : "1600000000000000002",
      "created_at" : "Tue Dec 06 09:35:10 +0000 2022",
      "full_text" : "@mario it was &lt;3"
    }
  },
  {
    "tweet" : {
      "id_str" : "1600000000000000004",
      "favorite_count" : { "oops" : 1 },
      "created_at" : "Tue Dec 06 09:35:10 +0000 2022",
      "full_text" : "wrong type"
    }
  }
]
