// Converted by Plugboard's OpenAPI operation converter (operationToTool) from Spotify's current OpenAPI document
// (https://developer.spotify.com/reference/web-api/open-api-schema.yaml, as mirrored at
// https://github.com/sonallux/spotify-web-api/blob/a3369587d22fb1b3fe4aeb4022d67469365695b8/official-spotify-open-api.yml):
// the endpoints that replaced removed or moved ones in Spotify's February 2026 changes, which the npm-published
// document predates. Each tool cites the reference page of its operation.
import type { ProviderToolInput } from "@plugboard/core";

/** 6 tools of Spotify's Web API (base URL https://api.spotify.com/v1) from its current document. */
export const spotifyCurrentTools: ProviderToolInput[] = [
  {
    "slug": "LIST_PLAYLIST_ITEMS",
    "name": "Get playlist items",
    "description": "Get the items (tracks or episodes) of a playlist, a page at a time (`limit`, `offset`); `fields` narrows the answer.",
    "method": "GET",
    "path": "/playlists/{playlist_id}/items",
    "inputSchema": {
      "type": "object",
      "properties": {
        "playlist_id": {
          "type": "string",
          "title": "Playlist ID",
          "description": "The [Spotify ID](/documentation/web-api/concepts/spotify-uris-ids) of the playlist.\n"
        },
        "market": {
          "type": "string",
          "title": "Market",
          "description": "An [ISO 3166-1 alpha-2 country code](https://en.wikipedia.org/wiki/ISO_3166-1_alpha-2).\n  If a country code is specified, only content that is available in that market will be returned.<br/>\n  If a valid user access token is specified in the request header, the country associated with\n  the user account will take priority over this parameter.<br/>\n  _**Note**: If neither market or user country are provided, the content is considered unavailable for the client._<br/>\n  Users can view the country that is associated with their account in the [account settings](https://www.spotify.com/account/overview/).\n"
        },
        "fields": {
          "type": "string",
          "title": "Fields",
          "description": "Filters for the query: a comma-separated list of the\nfields to return. If omitted, all fields are returned. For example, to get\njust the total number of items and the request limit:<br/>`fields=total,limit`<br/>A\ndot separator can be used to specify non-reoccurring fields, while parentheses\ncan be used to specify reoccurring fields within objects. For example, to\nget just the added date and user ID of the adder:<br/>`fields=items(added_at,added_by.id)`<br/>Use\nmultiple parentheses to drill down into nested objects, for example:<br/>`fields=items(track(name,href,album(name,href)))`<br/>Fields\ncan be excluded by prefixing them with an exclamation mark, for example:<br/>`fields=items.track.album(!external_urls,images)`\n"
        },
        "limit": {
          "type": "integer",
          "title": "Limit",
          "description": "The maximum number of items to return. Default: 20. Minimum: 1. Maximum: 50.\n",
          "maximum": 50,
          "minimum": 0,
          "default": 20
        },
        "offset": {
          "type": "integer",
          "title": "Offset",
          "description": "The index of the first item to return. Default: 0 (the first item). Use with limit to get the next set of items.\n",
          "default": 0
        },
        "additional_types": {
          "type": "string",
          "title": "Additional Types",
          "description": "A comma-separated list of item types that your client supports besides the default `track` type. Valid types are: `track` and `episode`.<br/>\n_**Note**: This parameter was introduced to allow existing clients to maintain their current behaviour and might be deprecated in the future._<br/>\nIn addition to providing this parameter, make sure that your client properly handles cases of new types in the future by checking against the `type` field of each object.\n"
        }
      },
      "required": [
        "playlist_id"
      ]
    },
    "placement": {
      "query": [
        "market",
        "fields",
        "limit",
        "offset",
        "additional_types"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developer.spotify.com/documentation/web-api/reference/get-playlists-items"
    }
  },
  {
    "slug": "CREATE_PLAYLIST",
    "name": "Create a playlist",
    "description": "Create a playlist for the signed-in user (empty at first; add items with ADD_PLAYLIST_ITEMS).",
    "method": "POST",
    "path": "/me/playlists",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "description": "The name for the new playlist, for example `\"Your Coolest Playlist\"`. This name does not need to be unique; a user may have several playlists with the same name.\n"
        },
        "public": {
          "type": "boolean",
          "description": "Defaults to `true`. The playlist's public/private status (if it should be added to the user's profile or not): `true` the playlist will be public, `false` the playlist will be private. To be able to create private playlists, the user must have granted the `playlist-modify-private` [scope](/documentation/web-api/concepts/scopes/#list-of-scopes). For more about public/private status, see [Working with Playlists](/documentation/web-api/concepts/playlists)\n"
        },
        "collaborative": {
          "type": "boolean",
          "description": "Defaults to `false`. If `true` the playlist will be collaborative. _**Note**: to create a collaborative playlist you must also set `public` to `false`. To create collaborative playlists you must have granted `playlist-modify-private` and `playlist-modify-public` [scopes](/documentation/web-api/concepts/scopes/#list-of-scopes)._\n"
        },
        "description": {
          "type": "string",
          "description": "value for playlist description as displayed in Spotify Clients and in the Web API.\n"
        }
      }
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://developer.spotify.com/documentation/web-api/reference/create-playlist"
    }
  },
  {
    "slug": "ADD_PLAYLIST_ITEMS",
    "name": "Add items to a playlist",
    "description": "Add tracks or episodes to a playlist by Spotify URI (e.g. spotify:track:4iV5W9uYEdYUVa79Axb7Rh), at most 100 per request, optionally at a `position`.",
    "method": "POST",
    "path": "/playlists/{playlist_id}/items",
    "inputSchema": {
      "type": "object",
      "properties": {
        "playlist_id": {
          "type": "string",
          "title": "Playlist ID",
          "description": "The [Spotify ID](/documentation/web-api/concepts/spotify-uris-ids) of the playlist.\n"
        },
        "position": {
          "type": "integer",
          "title": "Position (append by default)",
          "description": "The position to insert the items, a zero-based index. For example, to insert the items in the first position: `position=0`; to insert the items in the third position: `position=2`. If omitted, the items will be appended to the playlist. Items are added in the order they are listed in the query string or request body.\n"
        },
        "uris": {
          "type": "string",
          "title": "Spotify Track URIs",
          "description": "A comma-separated list of [Spotify URIs](/documentation/web-api/concepts/spotify-uris-ids) to add, can be track or episode URIs. For example:<br/>`uris=spotify:track:4iV5W9uYEdYUVa79Axb7Rh, spotify:track:1301WleyT98MSxVHPZCA6M, spotify:episode:512ojhOuo1ktJprKbVcKyQ`<br/>A maximum of 100 items can be added in one request. <br/>\n_**Note**: it is likely that passing a large number of item URIs as a query parameter will exceed the maximum length of the request URI. When adding a large number of items, it is recommended to pass them in the request body, see below._\n"
        },
        "body": {
          "type": "object",
          "properties": {
            "uris": {
              "type": "array",
              "description": "A JSON array of the [Spotify URIs](/documentation/web-api/concepts/spotify-uris-ids) to add. For example: `{\"uris\": [\"spotify:track:4iV5W9uYEdYUVa79Axb7Rh\",\"spotify:track:1301WleyT98MSxVHPZCA6M\", \"spotify:episode:512ojhOuo1ktJprKbVcKyQ\"]}`<br/>A maximum of 100 items can be added in one request. _**Note**: if the `uris` parameter is present in the query string, any URIs listed here in the body will be ignored._\n",
              "items": {
                "type": "string"
              }
            },
            "position": {
              "type": "integer",
              "description": "The position to insert the items, a zero-based index. For example, to insert the items in the first position: `position=0` ; to insert the items in the third position: `position=2`. If omitted, the items will be appended to the playlist. Items are added in the order they appear in the uris array. For example: `{\"uris\": [\"spotify:track:4iV5W9uYEdYUVa79Axb7Rh\",\"spotify:track:1301WleyT98MSxVHPZCA6M\"], \"position\": 3}`\n"
            }
          },
          "additionalProperties": true,
          "description": "The request body"
        }
      },
      "required": [
        "playlist_id"
      ]
    },
    "placement": {
      "query": [
        "position",
        "uris"
      ],
      "header": [],
      "body": "json",
      "bodyParam": "body"
    },
    "source": {
      "kind": "reference",
      "url": "https://developer.spotify.com/documentation/web-api/reference/add-items-to-playlist"
    }
  },
  {
    "slug": "REMOVE_PLAYLIST_ITEMS",
    "name": "Remove items from a playlist",
    "description": "Remove Playlist Items\n\nRemove one or more items from a user's playlist.",
    "method": "DELETE",
    "path": "/playlists/{playlist_id}/items",
    "inputSchema": {
      "type": "object",
      "properties": {
        "playlist_id": {
          "type": "string",
          "title": "Playlist ID",
          "description": "The [Spotify ID](/documentation/web-api/concepts/spotify-uris-ids) of the playlist.\n"
        },
        "items": {
          "type": "array",
          "description": "An array of objects containing [Spotify URIs](/documentation/web-api/concepts/spotify-uris-ids) of the tracks or episodes to remove.\nFor example: `{ \"items\": [{ \"uri\": \"spotify:track:4iV5W9uYEdYUVa79Axb7Rh\" },{ \"uri\": \"spotify:track:1301WleyT98MSxVHPZCA6M\" }] }`. A maximum of 100 objects can be sent at once.\n",
          "items": {
            "type": "object",
            "properties": {
              "uri": {
                "type": "string",
                "description": "Spotify URI"
              }
            }
          }
        },
        "snapshot_id": {
          "type": "string",
          "description": "The playlist's snapshot ID against which you want to make the changes.\nThe API will validate that the specified items exist and in the specified positions and make the changes,\neven if more recent changes have been made to the playlist.\n"
        }
      },
      "required": [
        "playlist_id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://developer.spotify.com/documentation/web-api/reference/remove-items-playlist"
    }
  },
  {
    "slug": "SAVE_TO_LIBRARY",
    "name": "Save items to the library",
    "description": "Save tracks, albums, episodes, shows or audiobooks to the user's library (or follow artists, users and playlists) by Spotify URI, comma-separated in `uris`.",
    "method": "PUT",
    "path": "/me/library",
    "inputSchema": {
      "type": "object",
      "properties": {
        "uris": {
          "type": "string",
          "title": "Spotify URIs",
          "description": "A comma-separated list of [Spotify URIs](/documentation/web-api/concepts/spotify-uris-ids). Maximum: 40 URIs.\n\nSupported URI types:\n- `spotify:track:{id}`\n- `spotify:album:{id}`\n- `spotify:episode:{id}`\n- `spotify:show:{id}`\n- `spotify:audiobook:{id}`\n- `spotify:user:{id}`\n- `spotify:playlist:{id}`\n"
        }
      },
      "required": [
        "uris"
      ]
    },
    "placement": {
      "query": [
        "uris"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developer.spotify.com/documentation/web-api/reference/save-library-items"
    }
  },
  {
    "slug": "REMOVE_FROM_LIBRARY",
    "name": "Remove items from the library",
    "description": "Remove tracks, albums, episodes, shows or audiobooks from the user's library (or unfollow artists, users and playlists) by Spotify URI, comma-separated in `uris`.",
    "method": "DELETE",
    "path": "/me/library",
    "inputSchema": {
      "type": "object",
      "properties": {
        "uris": {
          "type": "string",
          "title": "Spotify URIs",
          "description": "A comma-separated list of [Spotify URIs](/documentation/web-api/concepts/spotify-uris-ids). Maximum: 40 URIs.\n\nSupported URI types:\n- `spotify:track:{id}`\n- `spotify:album:{id}`\n- `spotify:episode:{id}`\n- `spotify:show:{id}`\n- `spotify:audiobook:{id}`\n- `spotify:user:{id}`\n- `spotify:playlist:{id}`\n"
        }
      },
      "required": [
        "uris"
      ]
    },
    "placement": {
      "query": [
        "uris"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developer.spotify.com/documentation/web-api/reference/remove-library-items"
    }
  }
];
