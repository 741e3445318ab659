window.YTD.deleted_tweets.part0 = [
  {
    "tweet" : {
      "deleted_at" : "2023-01-02T08:00:00.000Z",
      "entities" : { "hashtags" : [ ], "user_mentions" : [ ], "urls" : [ ] },
      "favorite_count" : "0",
      "id_str" : "1610000000000000000",
      "retweet_count" : "0",
      "created_at" : "Mon Jan 02 07:59:00 +0000 2023",
      "full_text" : "typo tweet"
    }
  }
]
