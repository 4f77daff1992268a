// Converted by Plugboard's OpenAPI operation converter (operationToTool) from Intercom's own OpenAPI description,
// version 2.14 (https://github.com/intercom/Intercom-OpenAPI/blob/8889625a7b931d8649e18726e7f872ff073520fc/descriptions/2.14/api.intercom.io.yaml, MIT),
// which is not published on npm; each tool cites the reference page of its operation. The Intercom-Version header
// param is dropped: the provider sends `Intercom-Version: 2.14` on every request.
import type { ProviderToolInput } from "@plugboard/core";

/** 18 tools of Intercom's REST API (base URL https://api.intercom.io, or the EU / AU host). */
export const intercomTools: ProviderToolInput[] = [
  {
    "slug": "GET_ME",
    "name": "Get the signed-in admin",
    "description": "The admin the token belongs to, with the workspace (app) id and name.",
    "method": "GET",
    "path": "/me",
    "inputSchema": {
      "type": "object",
      "properties": {}
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/admins/identifyadmin"
    }
  },
  {
    "slug": "LIST_ADMINS",
    "name": "List all admins",
    "description": "List the workspace's admins (teammates) with their ids; conversations are assigned and replied to by admin id.",
    "method": "GET",
    "path": "/admins",
    "inputSchema": {
      "type": "object",
      "properties": {
        "display_avatar": {
          "type": "boolean",
          "description": "If set to true, the response will include the admin's avatar object containing the image URL. Defaults to false."
        }
      }
    },
    "placement": {
      "query": [
        "display_avatar"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/admins/listadmins"
    }
  },
  {
    "slug": "SEARCH_CONTACTS",
    "name": "Search contacts",
    "description": "Search contacts\n\nYou can search for multiple contacts by the value of their attributes in order to fetch exactly who you want.\n\nTo search for contacts, you need to send a `POST` request to `https://api.intercom.io/contacts/search`.\n\nThis will accept a query object in the body which will define your filters in order to search for contacts.\n\n{% admonition type=\"warning\" name=\"Optimizing search queries\" %}\n  Search queries can be complex, so optimizing them can help the performance of your search.\n  Use the `AND` and `OR` operators to combine multiple filters to get the exact results you need and utilize\n  pagination to limit the number of results returned. The default is `50` results per page.\n  See the [pagination section](https://developers.intercom.com/docs/build-an-integration/learn-more/rest-apis/pagination/#example-search-conversations-request) for more details on how to use the `starting_after` param.\n{% /admonition %}\n### Merged Contacts\n\nContacts that have been merged (via POST /contacts/merge) are ex…",
    "method": "POST",
    "path": "/contacts/search",
    "inputSchema": {
      "type": "object",
      "properties": {
        "query": {
          "oneOf": [
            {
              "type": "object",
              "title": "Single filter search request",
              "description": "Search using Intercoms Search APIs with a single filter.",
              "properties": {
                "field": {
                  "type": "string",
                  "description": "The accepted field that you want to search on."
                },
                "operator": {
                  "type": "string",
                  "description": "The accepted operators you can use to define how you want to search for the value. Operator support depends on the field's data type. The breakdown below is for Contacts search; the other search endpoints that share this schema accept a different set per field:\n- `string` fields: `=`, `!=`, `IN`, `NIN`, `~`, `!~`, `^`, `$`\n- `tag_id`: `=` and `!=` only. Every other operator returns an error.\n- `boolean` fields: `=`, `!=`, `IN`, `NIN`\n- `integer` fields: `=`, `!=`, `IN`, `NIN`, `<`, `>`, `<=`, `>=`\n- `date` fields (all standard timestamp attributes and date custom attributes): `=`, `<`, `>` only. `!=`, `<=`, `>=`, `IN`, and `NIN` are not supported and return an error.",
                  "enum": [
                    "=",
                    "!=",
                    "IN",
                    "NIN",
                    "<",
                    "<=",
                    ">",
                    ">=",
                    "~",
                    "!~",
                    "^",
                    "$"
                  ]
                },
                "value": {
                  "description": "The value that you want to search on.",
                  "oneOf": [
                    {
                      "type": "string"
                    },
                    {
                      "type": "integer"
                    },
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "array",
                      "items": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "integer"
                          }
                        ]
                      }
                    }
                  ]
                }
              }
            },
            {
              "type": "object",
              "title": "multiple filter search request",
              "description": "Search using Intercoms Search APIs with more than one filter.",
              "properties": {
                "operator": {
                  "type": "string",
                  "description": "An operator to allow boolean inspection between multiple fields.",
                  "enum": [
                    "AND",
                    "OR"
                  ]
                },
                "value": {
                  "oneOf": [
                    {
                      "type": "array",
                      "title": "multiple filter search request",
                      "description": "Add mutiple filters.",
                      "items": {
                        "type": "object",
                        "title": "Multiple Filter Search Request",
                        "description": "Search using Intercoms Search APIs with more than one filter.",
                        "properties": {
                          "operator": {
                            "type": "string",
                            "description": "An operator to allow boolean inspection between multiple fields.",
                            "enum": [
                              "AND",
                              "OR"
                            ]
                          },
                          "value": {}
                        }
                      }
                    },
                    {
                      "type": "array",
                      "title": "single filter search request",
                      "description": "Add a single filter field.",
                      "items": {
                        "type": "object",
                        "title": "Single Filter Search Request",
                        "description": "Search using Intercoms Search APIs with a single filter.",
                        "properties": {
                          "field": {
                            "type": "string",
                            "description": "The accepted field that you want to search on."
                          },
                          "operator": {
                            "type": "string",
                            "description": "The accepted operators you can use to define how you want to search for the value. Operator support depends on the field's data type. The breakdown below is for Contacts search; the other search endpoints that share this schema accept a different set per field:\n- `string` fields: `=`, `!=`, `IN`, `NIN`, `~`, `!~`, `^`, `$`\n- `tag_id`: `=` and `!=` only. Every other operator returns an error.\n- `boolean` fields: `=`, `!=`, `IN`, `NIN`\n- `integer` fields: `=`, `!=`, `IN`, `NIN`, `<`, `>`, `<=`, `>=`\n- `date` fields (all standard timestamp attributes and date custom attributes): `=`, `<`, `>` only. `!=`, `<=`, `>=`, `IN`, and `NIN` are not supported and return an error.",
                            "enum": [
                              "=",
                              "!=",
                              "IN",
                              "NIN",
                              "<",
                              "<=",
                              ">",
                              ">=",
                              "~",
                              "!~",
                              "^",
                              "$"
                            ]
                          },
                          "value": {
                            "description": "The value that you want to search on.",
                            "oneOf": [
                              {
                                "type": "string"
                              },
                              {
                                "type": "integer"
                              },
                              {
                                "type": "boolean"
                              },
                              {
                                "type": "array",
                                "items": {
                                  "oneOf": [
                                    {
                                      "type": "string"
                                    },
                                    {
                                      "type": "integer"
                                    }
                                  ]
                                }
                              }
                            ]
                          }
                        }
                      }
                    }
                  ]
                }
              }
            }
          ]
        },
        "pagination": {
          "type": [
            "object",
            "null"
          ],
          "title": "Pagination: Starting After",
          "properties": {
            "per_page": {
              "type": "integer",
              "description": "The number of results to fetch per page."
            },
            "starting_after": {
              "type": [
                "string",
                "null"
              ],
              "description": "The cursor to use in the next request to get the next page of results."
            }
          }
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
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/contacts/searchcontacts"
    }
  },
  {
    "slug": "GET_CONTACT",
    "name": "Get a contact",
    "description": "Get a contact\n\nYou can fetch the details of a single contact.\n\n{% admonition type=\"warning\" name=\"Merged contacts\" %}\n  If a contact has been merged into another contact via the Merge endpoint (POST /contacts/merge), requesting it by its original ID will return a `404 Not Found` error. Use the merged-into contact's ID instead.\n{% /admonition %}",
    "method": "GET",
    "path": "/contacts/{contact_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "contact_id": {
          "type": "string",
          "description": "contact_id"
        }
      },
      "required": [
        "contact_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/contacts/showcontact"
    }
  },
  {
    "slug": "CREATE_CONTACT",
    "name": "Create contact",
    "description": "Create contact\n\nYou can create a new contact (ie. user or lead).",
    "method": "POST",
    "path": "/contacts",
    "inputSchema": {
      "type": "object",
      "properties": {
        "body": {
          "oneOf": [
            {
              "type": "object",
              "title": "Create Contact Request Payload",
              "description": "Payload to create a contact",
              "properties": {
                "role": {
                  "type": "string",
                  "description": "The role of the contact."
                },
                "external_id": {
                  "type": "string",
                  "description": "A unique identifier for the contact which is given to Intercom"
                },
                "email": {
                  "type": "string",
                  "description": "The contacts email"
                },
                "phone": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "The contacts phone"
                },
                "name": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "The contacts name"
                },
                "avatar": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "An image URL containing the avatar of a contact"
                },
                "signed_up_at": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "(Unix timestamp in seconds) The time specified for when a contact signed up.",
                  "format": "date-time"
                },
                "last_seen_at": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "(Unix timestamp in seconds) The time when the contact was last seen (either where the Intercom Messenger was installed or when specified manually).",
                  "format": "date-time"
                },
                "owner_id": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "The id of an admin that has been assigned account ownership of the contact"
                },
                "unsubscribed_from_emails": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Whether the contact is unsubscribed from emails"
                },
                "custom_attributes": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "description": "The custom attributes which are set for the contact"
                }
              },
              "anyOf": [
                {
                  "title": "Create contact with email",
                  "required": [
                    "email"
                  ]
                },
                {
                  "title": "Create contact with external_id",
                  "required": [
                    "external_id"
                  ]
                },
                {
                  "title": "Create contact with role",
                  "required": [
                    "role"
                  ]
                }
              ]
            }
          ],
          "description": "The request body"
        }
      }
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json",
      "bodyParam": "body"
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/contacts/createcontact"
    }
  },
  {
    "slug": "UPDATE_CONTACT",
    "name": "Update a contact",
    "description": "Update a contact\n\nYou can update an existing contact (ie. user or lead).\n\n{% admonition type=\"info\" %}\n  This endpoint handles both **contact updates** and **custom object associations**.\n\n  See _`update a contact with an association to a custom object instance`_ in the request/response examples to see the custom object association format.\n{% /admonition %}",
    "method": "PUT",
    "path": "/contacts/{contact_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "contact_id": {
          "type": "string",
          "description": "id"
        },
        "body": {
          "oneOf": [
            {
              "type": "object",
              "title": "Update Contact Request Payload",
              "description": "You can update a contact",
              "properties": {
                "role": {
                  "type": "string",
                  "description": "The role of the contact."
                },
                "external_id": {
                  "type": "string",
                  "description": "A unique identifier for the contact which is given to Intercom"
                },
                "email": {
                  "type": "string",
                  "description": "The contacts email"
                },
                "phone": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "The contacts phone"
                },
                "name": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "The contacts name"
                },
                "avatar": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "description": "An image URL containing the avatar of a contact"
                },
                "signed_up_at": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "(Unix timestamp in seconds) The time specified for when a contact signed up.",
                  "format": "date-time"
                },
                "last_seen_at": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "(Unix timestamp in seconds) The time when the contact was last seen (either where the Intercom Messenger was installed or when specified manually).",
                  "format": "date-time"
                },
                "owner_id": {
                  "type": [
                    "integer",
                    "null"
                  ],
                  "description": "The id of an admin that has been assigned account ownership of the contact"
                },
                "unsubscribed_from_emails": {
                  "type": [
                    "boolean",
                    "null"
                  ],
                  "description": "Whether the contact is unsubscribed from emails"
                },
                "custom_attributes": {
                  "type": [
                    "object",
                    "null"
                  ],
                  "description": "The custom attributes which are set for the contact"
                }
              }
            }
          ],
          "description": "The request body"
        }
      },
      "required": [
        "contact_id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json",
      "bodyParam": "body"
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/contacts/updatecontact"
    }
  },
  {
    "slug": "ADD_CONTACT_NOTE",
    "name": "Create a note",
    "description": "Create a note\n\nYou can add a note to a single contact.",
    "method": "POST",
    "path": "/contacts/{contact_id}/notes",
    "inputSchema": {
      "type": "object",
      "properties": {
        "contact_id": {
          "type": "integer",
          "description": "The unique identifier of a given contact."
        },
        "body": {
          "type": "string",
          "description": "The text of the note."
        },
        "admin_id": {
          "type": "string",
          "description": "The unique identifier of a given admin."
        }
      },
      "required": [
        "contact_id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/notes/createnote"
    }
  },
  {
    "slug": "LIST_CONVERSATIONS",
    "name": "List all conversations",
    "description": "List all conversations\n\nYou can fetch a list of all conversations.\n\nYou can optionally request the result page size and the cursor to start after to fetch the result.\n{% admonition type=\"warning\" name=\"Pagination\" %}\n  You can use pagination to limit the number of results returned. The default is `20` results per page.\n  See the [pagination section](https://developers.intercom.com/docs/build-an-integration/learn-more/rest-apis/pagination/#pagination-for-list-apis) for more details on how to use the `starting_after` param.\n{% /admonition %}",
    "method": "GET",
    "path": "/conversations",
    "inputSchema": {
      "type": "object",
      "properties": {
        "per_page": {
          "type": "integer",
          "maximum": 150,
          "default": 20,
          "description": "How many results per page"
        },
        "starting_after": {
          "type": "string",
          "description": "String used to get the next page of conversations."
        }
      }
    },
    "placement": {
      "query": [
        "per_page",
        "starting_after"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/conversations/listconversations"
    }
  },
  {
    "slug": "SEARCH_CONVERSATIONS",
    "name": "Search conversations",
    "description": "Search conversations\n\nYou can search for multiple conversations by the value of their attributes in order to fetch exactly which ones you want.\n\nTo search for conversations, you need to send a `POST` request to `https://api.intercom.io/conversations/search`.\n\nThis will accept a query object in the body which will define your filters in order to search for conversations.\n{% admonition type=\"warning\" name=\"Optimizing search queries\" %}\n  Search queries can be complex, so optimizing them can help the performance of your search.\n  Use the `AND` and `OR` operators to combine multiple filters to get the exact results you need and utilize\n  pagination to limit the number of results returned. The default is `20` results per page and maximum is `150`.\n  See the [pagination section](https://developers.intercom.com/docs/build-an-integration/learn-more/rest-apis/pagination/#example-search-conversations-request) for more details on how to use the `starting_after` param.\n{% /admonition %}\n\n### Nesting & Limitations\n\nYou c…",
    "method": "POST",
    "path": "/conversations/search",
    "inputSchema": {
      "type": "object",
      "properties": {
        "query": {
          "oneOf": [
            {
              "type": "object",
              "title": "Single filter search request",
              "description": "Search using Intercoms Search APIs with a single filter.",
              "properties": {
                "field": {
                  "type": "string",
                  "description": "The accepted field that you want to search on."
                },
                "operator": {
                  "type": "string",
                  "description": "The accepted operators you can use to define how you want to search for the value. Operator support depends on the field's data type. The breakdown below is for Contacts search; the other search endpoints that share this schema accept a different set per field:\n- `string` fields: `=`, `!=`, `IN`, `NIN`, `~`, `!~`, `^`, `$`\n- `tag_id`: `=` and `!=` only. Every other operator returns an error.\n- `boolean` fields: `=`, `!=`, `IN`, `NIN`\n- `integer` fields: `=`, `!=`, `IN`, `NIN`, `<`, `>`, `<=`, `>=`\n- `date` fields (all standard timestamp attributes and date custom attributes): `=`, `<`, `>` only. `!=`, `<=`, `>=`, `IN`, and `NIN` are not supported and return an error.",
                  "enum": [
                    "=",
                    "!=",
                    "IN",
                    "NIN",
                    "<",
                    "<=",
                    ">",
                    ">=",
                    "~",
                    "!~",
                    "^",
                    "$"
                  ]
                },
                "value": {
                  "description": "The value that you want to search on.",
                  "oneOf": [
                    {
                      "type": "string"
                    },
                    {
                      "type": "integer"
                    },
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "array",
                      "items": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "integer"
                          }
                        ]
                      }
                    }
                  ]
                }
              }
            },
            {
              "type": "object",
              "title": "multiple filter search request",
              "description": "Search using Intercoms Search APIs with more than one filter.",
              "properties": {
                "operator": {
                  "type": "string",
                  "description": "An operator to allow boolean inspection between multiple fields.",
                  "enum": [
                    "AND",
                    "OR"
                  ]
                },
                "value": {
                  "oneOf": [
                    {
                      "type": "array",
                      "title": "multiple filter search request",
                      "description": "Add mutiple filters.",
                      "items": {
                        "type": "object",
                        "title": "Multiple Filter Search Request",
                        "description": "Search using Intercoms Search APIs with more than one filter.",
                        "properties": {
                          "operator": {
                            "type": "string",
                            "description": "An operator to allow boolean inspection between multiple fields.",
                            "enum": [
                              "AND",
                              "OR"
                            ]
                          },
                          "value": {}
                        }
                      }
                    },
                    {
                      "type": "array",
                      "title": "single filter search request",
                      "description": "Add a single filter field.",
                      "items": {
                        "type": "object",
                        "title": "Single Filter Search Request",
                        "description": "Search using Intercoms Search APIs with a single filter.",
                        "properties": {
                          "field": {
                            "type": "string",
                            "description": "The accepted field that you want to search on."
                          },
                          "operator": {
                            "type": "string",
                            "description": "The accepted operators you can use to define how you want to search for the value. Operator support depends on the field's data type. The breakdown below is for Contacts search; the other search endpoints that share this schema accept a different set per field:\n- `string` fields: `=`, `!=`, `IN`, `NIN`, `~`, `!~`, `^`, `$`\n- `tag_id`: `=` and `!=` only. Every other operator returns an error.\n- `boolean` fields: `=`, `!=`, `IN`, `NIN`\n- `integer` fields: `=`, `!=`, `IN`, `NIN`, `<`, `>`, `<=`, `>=`\n- `date` fields (all standard timestamp attributes and date custom attributes): `=`, `<`, `>` only. `!=`, `<=`, `>=`, `IN`, and `NIN` are not supported and return an error.",
                            "enum": [
                              "=",
                              "!=",
                              "IN",
                              "NIN",
                              "<",
                              "<=",
                              ">",
                              ">=",
                              "~",
                              "!~",
                              "^",
                              "$"
                            ]
                          },
                          "value": {
                            "description": "The value that you want to search on.",
                            "oneOf": [
                              {
                                "type": "string"
                              },
                              {
                                "type": "integer"
                              },
                              {
                                "type": "boolean"
                              },
                              {
                                "type": "array",
                                "items": {
                                  "oneOf": [
                                    {
                                      "type": "string"
                                    },
                                    {
                                      "type": "integer"
                                    }
                                  ]
                                }
                              }
                            ]
                          }
                        }
                      }
                    }
                  ]
                }
              }
            }
          ]
        },
        "pagination": {
          "type": [
            "object",
            "null"
          ],
          "title": "Pagination: Starting After",
          "properties": {
            "per_page": {
              "type": "integer",
              "description": "The number of results to fetch per page."
            },
            "starting_after": {
              "type": [
                "string",
                "null"
              ],
              "description": "The cursor to use in the next request to get the next page of results."
            }
          }
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
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/conversations/searchconversations"
    }
  },
  {
    "slug": "GET_CONVERSATION",
    "name": "Retrieve a conversation",
    "description": "Retrieve a conversation\n\nYou can fetch the details of a single conversation.\n\nThis will return a single Conversation model with all its conversation parts.\n\n{% admonition type=\"warning\" name=\"Hard limit of 500 parts\" %}\nThe maximum number of conversation parts that can be returned via the API is 500. If you have more than that we will return the 500 most recent conversation parts.\n{% /admonition %}\n\nFor AI agent conversation metadata, please note that you need to have the agent enabled in your workspace, which is a [paid feature](https://www.intercom.com/help/en/articles/8205718-fin-resolutions#h_97f8c2e671).",
    "method": "GET",
    "path": "/conversations/{conversation_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "conversation_id": {
          "type": "integer",
          "description": "The id of the conversation to target"
        },
        "display_as": {
          "type": "string",
          "description": "Set to plaintext to retrieve conversation messages in plain text."
        },
        "include_translations": {
          "type": "boolean",
          "description": "If set to true, conversation parts will be translated to the detected language of the conversation."
        }
      },
      "required": [
        "conversation_id"
      ]
    },
    "placement": {
      "query": [
        "display_as",
        "include_translations"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/conversations/retrieveconversation"
    }
  },
  {
    "slug": "CREATE_CONVERSATION",
    "name": "Creates a conversation",
    "description": "Creates a conversation\n\nYou can create a conversation that has been initiated by a contact (ie. user or lead).\nThe conversation can be an in-app message only.\n\n{% admonition type=\"info\" name=\"Sending for visitors\" %}\nYou can also send a message from a visitor by specifying their `user_id` or `id` value in the `from` field, along with a `type` field value of `contact`.\nThis visitor will be automatically converted to a contact with a lead role once the conversation is created.\n{% /admonition %}\n\nThis will return the Message model that has been created.",
    "method": "POST",
    "path": "/conversations",
    "inputSchema": {
      "type": "object",
      "properties": {
        "from": {
          "type": "object",
          "properties": {
            "type": {
              "type": "string",
              "description": "The role associated to the contact - user or lead.",
              "enum": [
                "lead",
                "user",
                "contact"
              ]
            },
            "id": {
              "type": "string",
              "description": "The identifier for the contact which is given by Intercom.",
              "format": "uuid",
              "maxLength": 24,
              "minLength": 24
            }
          },
          "required": [
            "type",
            "id"
          ]
        },
        "body": {
          "type": "string",
          "description": "The content of the message. HTML is not supported."
        },
        "subject": {
          "type": "string",
          "description": "The title of the email. Only applicable if the message type is email."
        },
        "attachment_urls": {
          "type": "array",
          "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
          "maxItems": 10,
          "items": {
            "type": "string",
            "format": "uri"
          }
        },
        "created_at": {
          "type": "integer",
          "description": "The time the conversation was created as a UTC Unix timestamp. If not provided, the current time will be used. This field is only recommneded for migrating past conversations from another source into Intercom.",
          "format": "date-time"
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
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/conversations/createconversation"
    }
  },
  {
    "slug": "REPLY_TO_CONVERSATION",
    "name": "Reply to a conversation",
    "description": "Reply to a conversation\n\nYou can reply to a conversation with a message from an admin or on behalf of a contact, or with a note for admins.\n\n{% admonition type=\"warning\" name=\"Bot replies to inbound email\" %}\nBy default, bot or Operator replies to an inbound email conversation aren't sent to your customer. The reply is stored as an unnotifiable bot comment, and no `seen` receipt is generated until an email is actually delivered.\n\nTo send these replies as outbound emails, reach out to your accounts team to enable the email-reply feature flag for your workspace.\n{% /admonition %}",
    "method": "POST",
    "path": "/conversations/{conversation_id}/reply",
    "inputSchema": {
      "type": "object",
      "properties": {
        "conversation_id": {
          "type": "string",
          "description": "The Intercom provisioned identifier for the conversation or the string \"last\" to reply to the last part of the conversation"
        },
        "body": {
          "oneOf": [
            {
              "title": "Contact Reply",
              "oneOf": [
                {
                  "type": "object",
                  "title": "Intercom User ID",
                  "description": "Payload of the request to reply on behalf of a contact using their `intercom_user_id`",
                  "properties": {
                    "intercom_user_id": {
                      "type": "string",
                      "description": "The identifier for the contact as given by Intercom."
                    },
                    "attachment_files": {
                      "type": "array",
                      "description": "A list of files that will be added as attachments.",
                      "items": {
                        "type": "object",
                        "title": "Conversation attachment files",
                        "description": "Properties of the attachment files in a conversation part",
                        "properties": {
                          "content_type": {
                            "type": "string",
                            "description": "The content type of the file"
                          },
                          "data": {
                            "type": "string",
                            "description": "The base64 encoded file data."
                          },
                          "name": {
                            "type": "string",
                            "description": "The name of the file."
                          }
                        }
                      }
                    }
                  },
                  "required": [
                    "intercom_user_id"
                  ],
                  "allOf": [
                    {
                      "type": "object",
                      "title": "Contact Reply Base Object",
                      "properties": {
                        "message_type": {
                          "type": "string",
                          "enum": [
                            "comment"
                          ]
                        },
                        "type": {
                          "type": "string",
                          "enum": [
                            "user"
                          ]
                        },
                        "body": {
                          "type": "string",
                          "description": "The text body of the comment."
                        },
                        "created_at": {
                          "type": "integer",
                          "description": "The time the reply was created. If not provided, the current time will be used."
                        },
                        "attachment_urls": {
                          "type": "array",
                          "title": "Attachment URLs",
                          "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                          "maxItems": 10,
                          "items": {
                            "type": "string",
                            "format": "uri"
                          }
                        },
                        "reply_options": {
                          "type": "array",
                          "title": "Contact Quick Reply",
                          "description": "The quick reply selection the contact wishes to respond with. These map to buttons displayed in the Messenger UI if sent by a bot, or the reply options sent by an Admin via the API.",
                          "items": {
                            "type": "object",
                            "title": "Quick Reply Option",
                            "properties": {
                              "text": {
                                "type": "string",
                                "description": "The text of the chosen reply option."
                              },
                              "uuid": {
                                "type": "string",
                                "description": "The unique identifier for the quick reply option selected.",
                                "format": "uuid"
                              }
                            },
                            "required": [
                              "text",
                              "uuid"
                            ]
                          }
                        }
                      },
                      "required": [
                        "message_type",
                        "type",
                        "body"
                      ]
                    }
                  ]
                },
                {
                  "type": "object",
                  "title": "Email",
                  "description": "Payload of the request to reply on behalf of a contact using their `email`",
                  "properties": {
                    "email": {
                      "type": "string",
                      "description": "The email you have defined for the user."
                    },
                    "attachment_files": {
                      "type": "array",
                      "description": "A list of files that will be added as attachments.",
                      "items": {
                        "type": "object",
                        "title": "Conversation attachment files",
                        "description": "Properties of the attachment files in a conversation part",
                        "properties": {
                          "content_type": {
                            "type": "string",
                            "description": "The content type of the file"
                          },
                          "data": {
                            "type": "string",
                            "description": "The base64 encoded file data."
                          },
                          "name": {
                            "type": "string",
                            "description": "The name of the file."
                          }
                        }
                      }
                    }
                  },
                  "required": [
                    "email"
                  ],
                  "allOf": [
                    {
                      "type": "object",
                      "title": "Contact Reply Base Object",
                      "properties": {
                        "message_type": {
                          "type": "string",
                          "enum": [
                            "comment"
                          ]
                        },
                        "type": {
                          "type": "string",
                          "enum": [
                            "user"
                          ]
                        },
                        "body": {
                          "type": "string",
                          "description": "The text body of the comment."
                        },
                        "created_at": {
                          "type": "integer",
                          "description": "The time the reply was created. If not provided, the current time will be used."
                        },
                        "attachment_urls": {
                          "type": "array",
                          "title": "Attachment URLs",
                          "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                          "maxItems": 10,
                          "items": {
                            "type": "string",
                            "format": "uri"
                          }
                        },
                        "reply_options": {
                          "type": "array",
                          "title": "Contact Quick Reply",
                          "description": "The quick reply selection the contact wishes to respond with. These map to buttons displayed in the Messenger UI if sent by a bot, or the reply options sent by an Admin via the API.",
                          "items": {
                            "type": "object",
                            "title": "Quick Reply Option",
                            "properties": {
                              "text": {
                                "type": "string",
                                "description": "The text of the chosen reply option."
                              },
                              "uuid": {
                                "type": "string",
                                "description": "The unique identifier for the quick reply option selected.",
                                "format": "uuid"
                              }
                            },
                            "required": [
                              "text",
                              "uuid"
                            ]
                          }
                        }
                      },
                      "required": [
                        "message_type",
                        "type",
                        "body"
                      ]
                    }
                  ]
                },
                {
                  "type": "object",
                  "title": "User ID",
                  "description": "Payload of the request to reply on behalf of a contact using their `user_id`",
                  "properties": {
                    "user_id": {
                      "type": "string",
                      "description": "The external_id you have defined for the contact."
                    },
                    "attachment_files": {
                      "type": "array",
                      "description": "A list of files that will be added as attachments. You can include up to 10 files.",
                      "maxItems": 10,
                      "items": {
                        "type": "object",
                        "title": "Conversation attachment files",
                        "description": "Properties of the attachment files in a conversation part",
                        "properties": {
                          "content_type": {
                            "type": "string",
                            "description": "The content type of the file"
                          },
                          "data": {
                            "type": "string",
                            "description": "The base64 encoded file data."
                          },
                          "name": {
                            "type": "string",
                            "description": "The name of the file."
                          }
                        }
                      }
                    }
                  },
                  "required": [
                    "user_id"
                  ],
                  "allOf": [
                    {
                      "type": "object",
                      "title": "Contact Reply Base Object",
                      "properties": {
                        "message_type": {
                          "type": "string",
                          "enum": [
                            "comment"
                          ]
                        },
                        "type": {
                          "type": "string",
                          "enum": [
                            "user"
                          ]
                        },
                        "body": {
                          "type": "string",
                          "description": "The text body of the comment."
                        },
                        "created_at": {
                          "type": "integer",
                          "description": "The time the reply was created. If not provided, the current time will be used."
                        },
                        "attachment_urls": {
                          "type": "array",
                          "title": "Attachment URLs",
                          "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                          "maxItems": 10,
                          "items": {
                            "type": "string",
                            "format": "uri"
                          }
                        },
                        "reply_options": {
                          "type": "array",
                          "title": "Contact Quick Reply",
                          "description": "The quick reply selection the contact wishes to respond with. These map to buttons displayed in the Messenger UI if sent by a bot, or the reply options sent by an Admin via the API.",
                          "items": {
                            "type": "object",
                            "title": "Quick Reply Option",
                            "properties": {
                              "text": {
                                "type": "string",
                                "description": "The text of the chosen reply option."
                              },
                              "uuid": {
                                "type": "string",
                                "description": "The unique identifier for the quick reply option selected.",
                                "format": "uuid"
                              }
                            },
                            "required": [
                              "text",
                              "uuid"
                            ]
                          }
                        }
                      },
                      "required": [
                        "message_type",
                        "type",
                        "body"
                      ]
                    }
                  ]
                }
              ]
            },
            {
              "type": "object",
              "title": "Admin Reply",
              "description": "Payload of the request to reply on behalf of an admin",
              "properties": {
                "message_type": {
                  "type": "string",
                  "enum": [
                    "comment",
                    "note",
                    "quick_reply"
                  ]
                },
                "type": {
                  "type": "string",
                  "enum": [
                    "admin"
                  ]
                },
                "body": {
                  "type": "string",
                  "description": "The text body of the reply. Notes accept some HTML formatting. Must be present for comment and note message types."
                },
                "admin_id": {
                  "type": "string",
                  "description": "The id of the admin who is authoring the comment."
                },
                "created_at": {
                  "type": "integer",
                  "description": "The time the reply was created. If not provided, the current time will be used."
                },
                "reply_options": {
                  "type": "array",
                  "title": "Quick Reply Options",
                  "description": "The quick reply options to display to the end user. Must be present for quick_reply message types.",
                  "items": {
                    "type": "object",
                    "title": "Quick Reply Option",
                    "properties": {
                      "text": {
                        "type": "string",
                        "description": "The text to display in this quick reply option."
                      },
                      "uuid": {
                        "type": "string",
                        "description": "A unique identifier for this quick reply option. This value will be available within the metadata of the comment conversation part that is created when a user clicks on this reply option.",
                        "format": "uuid"
                      }
                    },
                    "required": [
                      "text",
                      "uuid"
                    ]
                  }
                },
                "attachment_urls": {
                  "type": "array",
                  "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                  "maxItems": 10,
                  "items": {
                    "type": "string",
                    "format": "uri"
                  }
                },
                "attachment_files": {
                  "type": "array",
                  "description": "A list of files that will be added as attachments. You can include up to 10 files",
                  "maxItems": 10,
                  "items": {
                    "type": "object",
                    "title": "Conversation attachment files",
                    "description": "Properties of the attachment files in a conversation part",
                    "properties": {
                      "content_type": {
                        "type": "string",
                        "description": "The content type of the file"
                      },
                      "data": {
                        "type": "string",
                        "description": "The base64 encoded file data."
                      },
                      "name": {
                        "type": "string",
                        "description": "The name of the file."
                      }
                    }
                  }
                }
              },
              "required": [
                "message_type",
                "type",
                "admin_id"
              ]
            }
          ],
          "description": "The request body"
        }
      },
      "required": [
        "conversation_id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json",
      "bodyParam": "body"
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/conversations/replyconversation"
    }
  },
  {
    "slug": "MANAGE_CONVERSATION",
    "name": "Close, snooze, open or assign a conversation",
    "description": "Manage a conversation\n\nFor managing conversations you can:\n- Close a conversation\n- Snooze a conversation to reopen on a future date\n- Open a conversation which is `snoozed` or `closed`\n- Assign a conversation to an admin and/or team.",
    "method": "POST",
    "path": "/conversations/{conversation_id}/parts",
    "inputSchema": {
      "type": "object",
      "properties": {
        "conversation_id": {
          "type": "string",
          "description": "The identifier for the conversation as given by Intercom."
        },
        "body": {
          "oneOf": [
            {
              "type": "object",
              "title": "Close Conversation Request",
              "description": "Payload of the request to close a conversation",
              "properties": {
                "message_type": {
                  "type": "string",
                  "enum": [
                    "close"
                  ]
                },
                "type": {
                  "type": "string",
                  "enum": [
                    "admin"
                  ]
                },
                "admin_id": {
                  "type": "string",
                  "description": "The id of the admin who is performing the action."
                },
                "body": {
                  "type": "string",
                  "description": "Optionally you can leave a message in the conversation to provide additional context to the user and other teammates."
                }
              },
              "required": [
                "message_type",
                "type",
                "admin_id"
              ]
            },
            {
              "type": "object",
              "title": "Snooze Conversation Request",
              "description": "Payload of the request to snooze a conversation",
              "properties": {
                "message_type": {
                  "type": "string",
                  "enum": [
                    "snoozed"
                  ]
                },
                "admin_id": {
                  "type": "string",
                  "description": "The id of the admin who is performing the action."
                },
                "snoozed_until": {
                  "type": "integer",
                  "description": "The time you want the conversation to reopen.",
                  "format": "timestamp"
                }
              },
              "required": [
                "message_type",
                "admin_id",
                "snoozed_until"
              ]
            },
            {
              "type": "object",
              "title": "Open Conversation Request",
              "description": "Payload of the request to open a conversation",
              "properties": {
                "message_type": {
                  "type": "string",
                  "enum": [
                    "open"
                  ]
                },
                "admin_id": {
                  "type": "string",
                  "description": "The id of the admin who is performing the action."
                }
              },
              "required": [
                "message_type",
                "admin_id"
              ]
            },
            {
              "type": "object",
              "title": "Assign Conversation Request",
              "description": "Payload of the request to assign a conversation",
              "properties": {
                "message_type": {
                  "type": "string",
                  "enum": [
                    "assignment"
                  ]
                },
                "type": {
                  "type": "string",
                  "enum": [
                    "admin",
                    "team"
                  ]
                },
                "admin_id": {
                  "type": "string",
                  "description": "The id of the admin who is performing the action."
                },
                "assignee_id": {
                  "type": "string",
                  "description": "The `id` of the `admin` or `team` which will be assigned the conversation. A conversation can be assigned both an admin and a team.\\nSet `0` if you want this assign to no admin or team (ie. Unassigned)."
                },
                "body": {
                  "type": "string",
                  "description": "Optionally you can send a response in the conversation when it is assigned."
                }
              },
              "required": [
                "message_type",
                "type",
                "admin_id",
                "assignee_id"
              ]
            }
          ],
          "description": "The request body"
        }
      },
      "required": [
        "conversation_id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json",
      "bodyParam": "body"
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/conversations/manageconversation"
    }
  },
  {
    "slug": "TAG_CONVERSATION",
    "name": "Add tag to a conversation",
    "description": "Add tag to a conversation\n\nYou can tag a specific conversation. This will return a tag object for the tag that was added to the conversation.",
    "method": "POST",
    "path": "/conversations/{conversation_id}/tags",
    "inputSchema": {
      "type": "object",
      "properties": {
        "conversation_id": {
          "type": "string",
          "description": "conversation_id"
        },
        "id": {
          "type": "string",
          "description": "The unique identifier for the tag which is given by Intercom"
        },
        "admin_id": {
          "type": "string",
          "description": "The unique identifier for the admin which is given by Intercom."
        }
      },
      "required": [
        "conversation_id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/tags/attachtagtoconversation"
    }
  },
  {
    "slug": "LIST_TAGS",
    "name": "List all tags",
    "description": "List all tags\n\nYou can fetch a list of all tags for a given workspace.",
    "method": "GET",
    "path": "/tags",
    "inputSchema": {
      "type": "object",
      "properties": {}
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/tags/listtags"
    }
  },
  {
    "slug": "SEARCH_TICKETS",
    "name": "Search tickets",
    "description": "Search tickets\n\nYou can search for multiple tickets by the value of their attributes in order to fetch exactly which ones you want.\n\nTo search for tickets, you send a `POST` request to `https://api.intercom.io/tickets/search`.\n\nThis will accept a query object in the body which will define your filters.\n{% admonition type=\"warning\" name=\"Optimizing search queries\" %}\n  Search queries can be complex, so optimizing them can help the performance of your search.\n  Use the `AND` and `OR` operators to combine multiple filters to get the exact results you need and utilize\n  pagination to limit the number of results returned. The default is `20` results per page.\n  See the [pagination section](https://developers.intercom.com/docs/build-an-integration/learn-more/rest-apis/pagination/#example-search-conversations-request) for more details on how to use the `starting_after` param.\n{% /admonition %}\n\n### Nesting & Limitations\n\nYou can nest these filters in order to get even more granular insights that pinpoint exactly wh…",
    "method": "POST",
    "path": "/tickets/search",
    "inputSchema": {
      "type": "object",
      "properties": {
        "query": {
          "oneOf": [
            {
              "type": "object",
              "title": "Single filter search request",
              "description": "Search using Intercoms Search APIs with a single filter.",
              "properties": {
                "field": {
                  "type": "string",
                  "description": "The accepted field that you want to search on."
                },
                "operator": {
                  "type": "string",
                  "description": "The accepted operators you can use to define how you want to search for the value. Operator support depends on the field's data type. The breakdown below is for Contacts search; the other search endpoints that share this schema accept a different set per field:\n- `string` fields: `=`, `!=`, `IN`, `NIN`, `~`, `!~`, `^`, `$`\n- `tag_id`: `=` and `!=` only. Every other operator returns an error.\n- `boolean` fields: `=`, `!=`, `IN`, `NIN`\n- `integer` fields: `=`, `!=`, `IN`, `NIN`, `<`, `>`, `<=`, `>=`\n- `date` fields (all standard timestamp attributes and date custom attributes): `=`, `<`, `>` only. `!=`, `<=`, `>=`, `IN`, and `NIN` are not supported and return an error.",
                  "enum": [
                    "=",
                    "!=",
                    "IN",
                    "NIN",
                    "<",
                    "<=",
                    ">",
                    ">=",
                    "~",
                    "!~",
                    "^",
                    "$"
                  ]
                },
                "value": {
                  "description": "The value that you want to search on.",
                  "oneOf": [
                    {
                      "type": "string"
                    },
                    {
                      "type": "integer"
                    },
                    {
                      "type": "boolean"
                    },
                    {
                      "type": "array",
                      "items": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "integer"
                          }
                        ]
                      }
                    }
                  ]
                }
              }
            },
            {
              "type": "object",
              "title": "multiple filter search request",
              "description": "Search using Intercoms Search APIs with more than one filter.",
              "properties": {
                "operator": {
                  "type": "string",
                  "description": "An operator to allow boolean inspection between multiple fields.",
                  "enum": [
                    "AND",
                    "OR"
                  ]
                },
                "value": {
                  "oneOf": [
                    {
                      "type": "array",
                      "title": "multiple filter search request",
                      "description": "Add mutiple filters.",
                      "items": {
                        "type": "object",
                        "title": "Multiple Filter Search Request",
                        "description": "Search using Intercoms Search APIs with more than one filter.",
                        "properties": {
                          "operator": {
                            "type": "string",
                            "description": "An operator to allow boolean inspection between multiple fields.",
                            "enum": [
                              "AND",
                              "OR"
                            ]
                          },
                          "value": {}
                        }
                      }
                    },
                    {
                      "type": "array",
                      "title": "single filter search request",
                      "description": "Add a single filter field.",
                      "items": {
                        "type": "object",
                        "title": "Single Filter Search Request",
                        "description": "Search using Intercoms Search APIs with a single filter.",
                        "properties": {
                          "field": {
                            "type": "string",
                            "description": "The accepted field that you want to search on."
                          },
                          "operator": {
                            "type": "string",
                            "description": "The accepted operators you can use to define how you want to search for the value. Operator support depends on the field's data type. The breakdown below is for Contacts search; the other search endpoints that share this schema accept a different set per field:\n- `string` fields: `=`, `!=`, `IN`, `NIN`, `~`, `!~`, `^`, `$`\n- `tag_id`: `=` and `!=` only. Every other operator returns an error.\n- `boolean` fields: `=`, `!=`, `IN`, `NIN`\n- `integer` fields: `=`, `!=`, `IN`, `NIN`, `<`, `>`, `<=`, `>=`\n- `date` fields (all standard timestamp attributes and date custom attributes): `=`, `<`, `>` only. `!=`, `<=`, `>=`, `IN`, and `NIN` are not supported and return an error.",
                            "enum": [
                              "=",
                              "!=",
                              "IN",
                              "NIN",
                              "<",
                              "<=",
                              ">",
                              ">=",
                              "~",
                              "!~",
                              "^",
                              "$"
                            ]
                          },
                          "value": {
                            "description": "The value that you want to search on.",
                            "oneOf": [
                              {
                                "type": "string"
                              },
                              {
                                "type": "integer"
                              },
                              {
                                "type": "boolean"
                              },
                              {
                                "type": "array",
                                "items": {
                                  "oneOf": [
                                    {
                                      "type": "string"
                                    },
                                    {
                                      "type": "integer"
                                    }
                                  ]
                                }
                              }
                            ]
                          }
                        }
                      }
                    }
                  ]
                }
              }
            }
          ]
        },
        "pagination": {
          "type": [
            "object",
            "null"
          ],
          "title": "Pagination: Starting After",
          "properties": {
            "per_page": {
              "type": "integer",
              "description": "The number of results to fetch per page."
            },
            "starting_after": {
              "type": [
                "string",
                "null"
              ],
              "description": "The cursor to use in the next request to get the next page of results."
            }
          }
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
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/tickets/searchtickets"
    }
  },
  {
    "slug": "GET_TICKET",
    "name": "Retrieve a ticket",
    "description": "Retrieve a ticket\n\nYou can fetch the details of a single ticket.",
    "method": "GET",
    "path": "/tickets/{ticket_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "ticket_id": {
          "type": "string",
          "description": "The unique identifier for the ticket which is given by Intercom.\n{% admonition type=\"info\" name=\"Not the Inbox ticket ID\" %}\nThis is the internal `id` field from the API response, not the `ticket_id` displayed in the Intercom Inbox (e.g., #12345). Use the `id` value from the ticket object returned by the API.\n{% /admonition %}"
        }
      },
      "required": [
        "ticket_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/tickets/getticket"
    }
  },
  {
    "slug": "REPLY_TO_TICKET",
    "name": "Reply to a ticket",
    "description": "Reply to a ticket\n\nYou can reply to a ticket with a message from an admin or on behalf of a contact, or with a note for admins.",
    "method": "POST",
    "path": "/tickets/{ticket_id}/reply",
    "inputSchema": {
      "type": "object",
      "properties": {
        "ticket_id": {
          "type": "string",
          "title": "Ticket ID",
          "description": "The id of the ticket to target.\n{% admonition type=\"info\" name=\"Not the Inbox ticket ID\" %}\nThis is the internal `id` field from the API response, not the `ticket_id` displayed in the Intercom Inbox (e.g., #12345). Use the `id` value from the ticket object returned by the API.\n{% /admonition %}\n"
        },
        "body": {
          "properties": {
            "skip_notifications": {
              "type": "boolean",
              "description": "Option to disable notifications when replying to a Ticket."
            }
          },
          "oneOf": [
            {
              "title": "Contact Reply on ticket",
              "oneOf": [
                {
                  "type": "object",
                  "title": "Intercom User ID",
                  "description": "Payload of the request to reply on behalf of a contact using their `intercom_user_id`",
                  "properties": {
                    "intercom_user_id": {
                      "type": "string",
                      "description": "The identifier for the contact as given by Intercom."
                    }
                  },
                  "required": [
                    "intercom_user_id"
                  ],
                  "allOf": [
                    {
                      "type": "object",
                      "title": "Contact Reply Base Object",
                      "properties": {
                        "message_type": {
                          "type": "string",
                          "enum": [
                            "comment"
                          ]
                        },
                        "type": {
                          "type": "string",
                          "enum": [
                            "user"
                          ]
                        },
                        "body": {
                          "type": "string",
                          "description": "The text body of the comment."
                        },
                        "created_at": {
                          "type": "integer",
                          "description": "The time the reply was created. If not provided, the current time will be used."
                        },
                        "attachment_urls": {
                          "type": "array",
                          "title": "Attachment URLs",
                          "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                          "maxItems": 10,
                          "items": {
                            "type": "string",
                            "format": "uri"
                          }
                        },
                        "reply_options": {
                          "type": "array",
                          "title": "Contact Quick Reply",
                          "description": "The quick reply selection the contact wishes to respond with. These map to buttons displayed in the Messenger UI if sent by a bot, or the reply options sent by an Admin via the API.",
                          "items": {
                            "type": "object",
                            "title": "Quick Reply Option",
                            "properties": {
                              "text": {
                                "type": "string",
                                "description": "The text of the chosen reply option."
                              },
                              "uuid": {
                                "type": "string",
                                "description": "The unique identifier for the quick reply option selected.",
                                "format": "uuid"
                              }
                            },
                            "required": [
                              "text",
                              "uuid"
                            ]
                          }
                        }
                      },
                      "required": [
                        "message_type",
                        "type",
                        "body"
                      ]
                    }
                  ]
                },
                {
                  "type": "object",
                  "title": "User ID",
                  "description": "Payload of the request to reply on behalf of a contact using their `user_id`",
                  "properties": {
                    "user_id": {
                      "type": "string",
                      "description": "The external_id you have defined for the contact."
                    }
                  },
                  "required": [
                    "user_id"
                  ],
                  "allOf": [
                    {
                      "type": "object",
                      "title": "Contact Reply Base Object",
                      "properties": {
                        "message_type": {
                          "type": "string",
                          "enum": [
                            "comment"
                          ]
                        },
                        "type": {
                          "type": "string",
                          "enum": [
                            "user"
                          ]
                        },
                        "body": {
                          "type": "string",
                          "description": "The text body of the comment."
                        },
                        "created_at": {
                          "type": "integer",
                          "description": "The time the reply was created. If not provided, the current time will be used."
                        },
                        "attachment_urls": {
                          "type": "array",
                          "title": "Attachment URLs",
                          "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                          "maxItems": 10,
                          "items": {
                            "type": "string",
                            "format": "uri"
                          }
                        },
                        "reply_options": {
                          "type": "array",
                          "title": "Contact Quick Reply",
                          "description": "The quick reply selection the contact wishes to respond with. These map to buttons displayed in the Messenger UI if sent by a bot, or the reply options sent by an Admin via the API.",
                          "items": {
                            "type": "object",
                            "title": "Quick Reply Option",
                            "properties": {
                              "text": {
                                "type": "string",
                                "description": "The text of the chosen reply option."
                              },
                              "uuid": {
                                "type": "string",
                                "description": "The unique identifier for the quick reply option selected.",
                                "format": "uuid"
                              }
                            },
                            "required": [
                              "text",
                              "uuid"
                            ]
                          }
                        }
                      },
                      "required": [
                        "message_type",
                        "type",
                        "body"
                      ]
                    }
                  ]
                },
                {
                  "type": "object",
                  "title": "Email",
                  "description": "Payload of the request to reply on behalf of a contact using their `email`",
                  "properties": {
                    "email": {
                      "type": "string",
                      "description": "The email you have defined for the user."
                    }
                  },
                  "required": [
                    "email"
                  ],
                  "allOf": [
                    {
                      "type": "object",
                      "title": "Contact Reply Base Object",
                      "properties": {
                        "message_type": {
                          "type": "string",
                          "enum": [
                            "comment"
                          ]
                        },
                        "type": {
                          "type": "string",
                          "enum": [
                            "user"
                          ]
                        },
                        "body": {
                          "type": "string",
                          "description": "The text body of the comment."
                        },
                        "created_at": {
                          "type": "integer",
                          "description": "The time the reply was created. If not provided, the current time will be used."
                        },
                        "attachment_urls": {
                          "type": "array",
                          "title": "Attachment URLs",
                          "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                          "maxItems": 10,
                          "items": {
                            "type": "string",
                            "format": "uri"
                          }
                        },
                        "reply_options": {
                          "type": "array",
                          "title": "Contact Quick Reply",
                          "description": "The quick reply selection the contact wishes to respond with. These map to buttons displayed in the Messenger UI if sent by a bot, or the reply options sent by an Admin via the API.",
                          "items": {
                            "type": "object",
                            "title": "Quick Reply Option",
                            "properties": {
                              "text": {
                                "type": "string",
                                "description": "The text of the chosen reply option."
                              },
                              "uuid": {
                                "type": "string",
                                "description": "The unique identifier for the quick reply option selected.",
                                "format": "uuid"
                              }
                            },
                            "required": [
                              "text",
                              "uuid"
                            ]
                          }
                        }
                      },
                      "required": [
                        "message_type",
                        "type",
                        "body"
                      ]
                    }
                  ]
                }
              ]
            },
            {
              "type": "object",
              "title": "Admin Reply on ticket",
              "description": "Payload of the request to reply on behalf of an admin",
              "properties": {
                "message_type": {
                  "type": "string",
                  "enum": [
                    "comment",
                    "note",
                    "quick_reply"
                  ]
                },
                "type": {
                  "type": "string",
                  "enum": [
                    "admin"
                  ]
                },
                "body": {
                  "type": "string",
                  "description": "The text body of the reply. Notes accept some HTML formatting. Must be present for comment and note message types."
                },
                "admin_id": {
                  "type": "string",
                  "description": "The id of the admin who is authoring the comment."
                },
                "created_at": {
                  "type": "integer",
                  "description": "The time the reply was created. If not provided, the current time will be used."
                },
                "reply_options": {
                  "type": "array",
                  "title": "Quick Reply Options",
                  "description": "The quick reply options to display. Must be present for quick_reply message types.",
                  "items": {
                    "type": "object",
                    "title": "Quick Reply Option",
                    "properties": {
                      "text": {
                        "type": "string",
                        "description": "The text to display in this quick reply option."
                      },
                      "uuid": {
                        "type": "string",
                        "description": "A unique identifier for this quick reply option. This value will be available within the metadata of the comment ticket part that is created when a user clicks on this reply option.",
                        "format": "uuid"
                      }
                    },
                    "required": [
                      "text",
                      "uuid"
                    ]
                  }
                },
                "attachment_urls": {
                  "type": "array",
                  "description": "A list of image URLs that will be added as attachments. You can include up to 10 URLs.",
                  "maxItems": 10,
                  "items": {
                    "type": "string",
                    "format": "uri"
                  }
                },
                "cross_post": {
                  "type": "boolean",
                  "description": "If set to true, the note will be cross-posted to all linked conversations. Only applicable to note message types on back-office tickets."
                }
              },
              "required": [
                "message_type",
                "type",
                "admin_id"
              ]
            }
          ],
          "description": "The request body"
        }
      },
      "required": [
        "ticket_id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json",
      "bodyParam": "body"
    },
    "source": {
      "kind": "reference",
      "url": "https://developers.intercom.com/docs/references/2.14/rest-api/api.intercom.io/tickets/replyticket"
    }
  }
];
