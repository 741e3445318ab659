// Package twitter imports the tweets of a Twitter/X archive ("Download an
// archive of your data"), from the data/ folder or straight from the zip.
//
// # Tweets ("twitter")
//
// data/tweets.js (data/tweet.js before 2022, split into tweets-part1.js,
// tweets-part2.js ... for large accounts) is JavaScript, not JSON:
//
//	window.YTD.tweets.part0 = [ {"tweet": {"id_str": "...", "full_text": ..., "created_at": "Sun Oct 07 07:39:51 +0000 2012", ...}}, ... ]
//
// Everything up to the first '[' is dropped and the array is streamed with an
// encoding/json Decoder. Archives from 2019 write the tweet objects without
// the {"tweet": ...} wrapper; both are read. Numbers are written as strings
// ("favorite_count": "2") in current archives and as numbers in some older
// ones; both are accepted. data/deleted-tweets.js (deleted-tweet.js) has the
// same shape plus deleted_at and is imported the same way, with a deleted
// field.
//
// One social_media event per tweet, at created_at (an instant, kept in the
// offset the archive writes, which is always UTC), with these fields when
// the tweet has a value for them:
//
//	text         full_text with HTML entities decoded, t.co links replaced by
//	             the address they stand for (entities.urls), and the trailing
//	             t.co link to attached media removed (the media are listed in
//	             media instead)
//	platform     "twitter"
//	url          https://twitter.com/i/web/status/<id>
//	hashtags     entities.hashtags, without '#'
//	mentions     entities.user_mentions screen names, without '@'
//	likes        favorite_count
//	reposts      retweet_count
//	retweet      true when the text starts with "RT @" (the archive's own
//	             retweeted flag is about the owner's retweets of others and
//	             is always false in archives)
//	in_reply_to  the screen name replied to; in_reply_to_url the tweet
//	media        media_url_https of extended_entities.media (else entities.media)
//	client       the app the tweet was sent from ("Twitter for iPhone")
//	lang         the language Twitter detected
//	edit_of      for an edited version, the id of the tweet it edits
//	edited       true for a tweet that was edited later (its later versions
//	             are separate tweets in the archive, with edit_of set)
//	deleted      for deleted-tweets.js, when the tweet was deleted
//
// The ID of an event is the tweet id, so a tweet found twice in one file is
// imported once (the second is reported as a duplicate). Origin.Record is
// "[index] id".
//
// # Account files ("twitter_account")
//
// account.js, profile.js, follower.js, following.js, block.js, mute.js,
// app.js, connected-application.js, saved-search.js, screen-name-change.js,
// account-timezone.js and the other files that describe the account (see
// factTypes), and the manifest (window.__THAR_CONFIG), are read by Facts:
// each array element becomes one "account" event with service "Twitter",
// a fact naming what it is ("account", "profile", "following", ...), a
// title, and its values flattened to snake_case fields (username,
// display_name, email, bio, website, location, account_id, query, ...).
// A fact is dated by its createdAt (or changedAt, generationDate, ...) when
// it has one; follower and following entries have no date.
//
// # Other archive files
//
// Every other data/*.js file is recognized as part of a Twitter archive and
// skipped with a reason, so the import summary explains it rather than
// listing it as unknown:
//
//	liked tweets carry no date       like.js
//	direct messages                  direct-messages*.js, direct-message-*.js (not
//	                                 imported by this version)
//	advertising data                 ad-*.js
//	anything else window.YTD.*       "Twitter archive data (<name>), not tweets"
//
// The archive's README.txt and "Your archive.html" viewer page are skipped
// the same way.
package twitter
