window.YTD.tweet.part0 = [ {
  "retweeted" : false,
  "source" : "<a href=\"http://twitter.com/download/android\" rel=\"nofollow\">Twitter for Android</a>",
  "entities" : {
    "hashtags" : [ ],
    "symbols" : [ ],
    "user_mentions" : [ ],
    "urls" : [ ]
  },
  "display_text_range" : [ "0", "19" ],
  "favorite_count" : 5,
  "id_str" : "1100000000000000000",
  "truncated" : false,
  "retweet_count" : 0,
  "id" : 1100000000000000000,
  "created_at" : "Sun Feb 24 18:05:00 +0000 2019",
  "favorited" : false,
  "full_text" : "Ran 10 km by the sea",
  "lang" : "en"
} ]
