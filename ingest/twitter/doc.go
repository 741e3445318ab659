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
// # Other archive files
//
// Every other data/*.js file is recognized as part of a Twitter archive and
// skipped with a reason, so the import summary explains it rather than
// listing it as unknown:
//
//	account metadata, not events     account, account-creation-ip, account-label,
//	                                 account-suspension, account-timezone, ageinfo,
//	                                 email-address-change, phone-number, profile,
//	                                 protected-history, screen-name-change, verified,
//	                                 personalization, professional-data, periscope-*
//	a list of accounts, not events   follower, following, block, mute, contact,
//	                                 lists-created, lists-member, lists-subscribed, smartblock
//	archive manifest                 manifest.js (window.__THAR_CONFIG)
//	liked tweets carry no date       like.js
//	direct messages                  direct-messages*.js, direct-message-*.js (not
//	                                 imported by this version)
//	advertising data                 ad-*.js
//	app and device data              app, connected-application, device-token,
//	                                 ip-audit, ni-devices, key-registry, sso, saved-search
//	anything else window.YTD.*       "Twitter archive data (<name>), not tweets"
//
// The archive's README.txt and "Your archive.html" viewer page are skipped
// the same way.
package twitter
