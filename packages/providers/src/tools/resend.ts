// Converted by the server's OpenAPI operation converter from https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json
// (Resend's own OpenAPI document, version 1.5.0); the document is not vendored, so each tool cites its operation by URL.
import type { ProviderToolInput } from "@plugboard/core";

/** 16 tools of resend: email sending, domains, contacts, segments and broadcasts, from Resend's own OpenAPI document. */
export const resendTools: ProviderToolInput[] = [
  {
    "slug": "SEND_EMAIL",
    "name": "Send an email",
    "description": "Send an email from a verified domain: `from` (\"Name <you@your-domain.com>\"), `to` (up to 50 addresses), `subject`, and `html` and/or `text`; optional cc, bcc, reply_to, tags, or `scheduled_at` to send later.",
    "method": "POST",
    "path": "/emails",
    "inputSchema": {
      "type": "object",
      "properties": {
        "Idempotency-Key": {
          "type": "string",
          "maxLength": 256,
          "description": "A unique identifier for the request to ensure emails are only sent once. [Learn more](https://resend.com/docs/dashboard/emails/idempotency-keys)"
        },
        "from": {
          "type": "string",
          "description": "Sender email address. To include a friendly name, use the format \"Your Name <sender@domain.com>\"."
        },
        "to": {
          "description": "Recipient email address. For multiple addresses, send as an array of strings. Max 50.",
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "maxItems": 50,
              "minItems": 1,
              "items": {
                "type": "string"
              }
            }
          ]
        },
        "subject": {
          "type": "string",
          "description": "Email subject."
        },
        "bcc": {
          "description": "Bcc recipient email address. For multiple addresses, send as an array of strings.",
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          ]
        },
        "cc": {
          "description": "Cc recipient email address. For multiple addresses, send as an array of strings.",
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          ]
        },
        "reply_to": {
          "description": "Reply-to email address. For multiple addresses, send as an array of strings.",
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          ]
        },
        "html": {
          "type": "string",
          "description": "The HTML version of the message."
        },
        "text": {
          "type": "string",
          "description": "The plain text version of the message."
        },
        "template": {
          "allOf": [
            {
              "type": "object",
              "properties": {
                "id": {
                  "type": "string",
                  "description": "The id of the published email template."
                },
                "variables": {
                  "type": "object",
                  "description": "Template variables object with key/value pairs.",
                  "additionalProperties": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ]
                  }
                }
              },
              "required": [
                "id"
              ]
            },
            {
              "description": "Use a published template to send the email. If provided, do not include html or text."
            }
          ]
        },
        "headers": {
          "type": "object",
          "description": "Custom headers to add to the email."
        },
        "scheduled_at": {
          "type": "string",
          "description": "Schedule email to be sent later. The date should be in ISO 8601 format."
        },
        "attachments": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "content": {
                "type": "string",
                "description": "Content of an attached file.",
                "format": "binary"
              },
              "filename": {
                "type": "string",
                "description": "Name of attached file."
              },
              "path": {
                "type": "string",
                "description": "Path where the attachment file is hosted"
              },
              "content_type": {
                "type": "string",
                "description": "Optional content type for the attachment, if not set it will be derived from the filename property"
              },
              "content_id": {
                "type": "string",
                "description": "Content ID for embedding inline images using cid references (e.g., cid:image001)."
              }
            }
          }
        },
        "tags": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "name": {
                "type": "string",
                "description": "The name of the email tag. It can only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-). It can contain no more than 256 characters."
              },
              "value": {
                "type": "string",
                "description": "The value of the email tag.It can only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-). It can contain no more than 256 characters."
              }
            }
          }
        },
        "topic_id": {
          "type": "string",
          "description": "The topic ID to scope the email to. If the recipient is a contact and opted-in to the topic, the email is sent. If opted-out, the email is not sent. If the recipient is not a contact, the email is sent if the topic's default subscription is opt_in."
        }
      }
    },
    "placement": {
      "query": [],
      "header": [
        "Idempotency-Key"
      ],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1emails/post"
    }
  },
  {
    "slug": "SEND_BATCH_EMAILS",
    "name": "Send up to 100 emails at once",
    "description": "Send up to 100 emails in one request, each with its own from, to, subject and content (the body is an array of emails).",
    "method": "POST",
    "path": "/emails/batch",
    "inputSchema": {
      "type": "object",
      "properties": {
        "Idempotency-Key": {
          "type": "string",
          "maxLength": 256,
          "description": "A unique identifier for the request to ensure emails are only sent once. [Learn more](https://resend.com/docs/dashboard/emails/idempotency-keys)"
        },
        "body": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "from": {
                "type": "string",
                "description": "Sender email address. To include a friendly name, use the format \"Your Name <sender@domain.com>\"."
              },
              "to": {
                "description": "Recipient email address. For multiple addresses, send as an array of strings. Max 50.",
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "maxItems": 50,
                    "minItems": 1,
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "subject": {
                "type": "string",
                "description": "Email subject."
              },
              "bcc": {
                "description": "Bcc recipient email address. For multiple addresses, send as an array of strings.",
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "cc": {
                "description": "Cc recipient email address. For multiple addresses, send as an array of strings.",
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "reply_to": {
                "description": "Reply-to email address. For multiple addresses, send as an array of strings.",
                "oneOf": [
                  {
                    "type": "string"
                  },
                  {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                ]
              },
              "html": {
                "type": "string",
                "description": "The HTML version of the message."
              },
              "text": {
                "type": "string",
                "description": "The plain text version of the message."
              },
              "template": {
                "allOf": [
                  {
                    "type": "object",
                    "properties": {
                      "id": {
                        "type": "string",
                        "description": "The id of the published email template."
                      },
                      "variables": {
                        "type": "object",
                        "description": "Template variables object with key/value pairs.",
                        "additionalProperties": {
                          "oneOf": [
                            {
                              "type": "string"
                            },
                            {
                              "type": "number"
                            }
                          ]
                        }
                      }
                    },
                    "required": [
                      "id"
                    ]
                  },
                  {
                    "description": "Use a published template to send the email. If provided, do not include html or text."
                  }
                ]
              },
              "headers": {
                "type": "object",
                "description": "Custom headers to add to the email."
              },
              "scheduled_at": {
                "type": "string",
                "description": "Schedule email to be sent later. The date should be in ISO 8601 format."
              },
              "attachments": {
                "type": "array",
                "items": {
                  "type": "object",
                  "properties": {
                    "content": {
                      "type": "string",
                      "description": "Content of an attached file.",
                      "format": "binary"
                    },
                    "filename": {
                      "type": "string",
                      "description": "Name of attached file."
                    },
                    "path": {
                      "type": "string",
                      "description": "Path where the attachment file is hosted"
                    },
                    "content_type": {
                      "type": "string",
                      "description": "Optional content type for the attachment, if not set it will be derived from the filename property"
                    },
                    "content_id": {
                      "type": "string",
                      "description": "Content ID for embedding inline images using cid references (e.g., cid:image001)."
                    }
                  }
                }
              },
              "tags": {
                "type": "array",
                "items": {
                  "type": "object",
                  "properties": {
                    "name": {
                      "type": "string",
                      "description": "The name of the email tag. It can only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-). It can contain no more than 256 characters."
                    },
                    "value": {
                      "type": "string",
                      "description": "The value of the email tag.It can only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-). It can contain no more than 256 characters."
                    }
                  }
                }
              },
              "topic_id": {
                "type": "string",
                "description": "The topic ID to scope the email to. If the recipient is a contact and opted-in to the topic, the email is sent. If opted-out, the email is not sent. If the recipient is not a contact, the email is sent if the topic's default subscription is opt_in."
              }
            },
            "required": [
              "from",
              "to",
              "subject"
            ]
          },
          "description": "The request body"
        }
      }
    },
    "placement": {
      "query": [],
      "header": [
        "Idempotency-Key"
      ],
      "body": "json",
      "bodyParam": "body"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1emails~1batch/post"
    }
  },
  {
    "slug": "LIST_EMAILS",
    "name": "List sent emails",
    "description": "Emails sent by the account, newest first, with their last delivery event (delivered, bounced, opened…); page with `after`.",
    "method": "GET",
    "path": "/emails",
    "inputSchema": {
      "type": "object",
      "properties": {
        "limit": {
          "type": "integer",
          "maximum": 100,
          "minimum": 1,
          "description": "Number of items to return."
        },
        "after": {
          "type": "string",
          "description": "Return items after this cursor."
        },
        "before": {
          "type": "string",
          "description": "Return items before this cursor."
        }
      }
    },
    "placement": {
      "query": [
        "limit",
        "after",
        "before"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1emails/get"
    }
  },
  {
    "slug": "GET_EMAIL",
    "name": "Get an email",
    "description": "One sent email by id: recipients, subject, content and last delivery event.",
    "method": "GET",
    "path": "/emails/{email_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "email_id": {
          "type": "string",
          "description": "The ID of the email."
        }
      },
      "required": [
        "email_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1emails~1{email_id}/get"
    }
  },
  {
    "slug": "CANCEL_SCHEDULED_EMAIL",
    "name": "Cancel a scheduled email",
    "description": "Cancel an email scheduled with `scheduled_at` before it is sent.",
    "method": "POST",
    "path": "/emails/{email_id}/cancel",
    "inputSchema": {
      "type": "object",
      "properties": {
        "email_id": {
          "type": "string",
          "description": "The ID of the email."
        }
      },
      "required": [
        "email_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1emails~1{email_id}~1cancel/post"
    }
  },
  {
    "slug": "LIST_DOMAINS",
    "name": "List domains",
    "description": "Sending domains of the account with their verification status and region.",
    "method": "GET",
    "path": "/domains",
    "inputSchema": {
      "type": "object",
      "properties": {
        "limit": {
          "type": "integer",
          "maximum": 100,
          "minimum": 1,
          "description": "Number of items to return."
        },
        "after": {
          "type": "string",
          "description": "Return items after this cursor."
        },
        "before": {
          "type": "string",
          "description": "Return items before this cursor."
        }
      }
    },
    "placement": {
      "query": [
        "limit",
        "after",
        "before"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1domains/get"
    }
  },
  {
    "slug": "GET_DOMAIN",
    "name": "Get a domain",
    "description": "One domain with its DNS records (SPF, DKIM) and their verification status.",
    "method": "GET",
    "path": "/domains/{domain_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "domain_id": {
          "type": "string",
          "description": "The ID of the domain."
        }
      },
      "required": [
        "domain_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1domains~1{domain_id}/get"
    }
  },
  {
    "slug": "CREATE_CONTACT",
    "name": "Create a contact",
    "description": "Add a contact by email, with first and last name, unsubscribed flag and segments.",
    "method": "POST",
    "path": "/contacts",
    "inputSchema": {
      "type": "object",
      "properties": {
        "email": {
          "type": "string",
          "description": "Email address of the contact."
        },
        "first_name": {
          "type": "string",
          "description": "First name of the contact."
        },
        "last_name": {
          "type": "string",
          "description": "Last name of the contact."
        },
        "unsubscribed": {
          "type": "boolean",
          "description": "The Contact's global subscription status. If set to true, the contact will be unsubscribed from all Broadcasts."
        },
        "properties": {
          "type": "object",
          "description": "A map of custom property keys and values to create.",
          "additionalProperties": true
        },
        "segments": {
          "type": "array",
          "description": "Array of segment IDs to add the contact to.",
          "items": {
            "type": "string"
          }
        },
        "topics": {
          "type": "array",
          "description": "Array of topic subscriptions for the contact.",
          "items": {
            "type": "object",
            "properties": {
              "id": {
                "type": "string",
                "description": "The topic ID."
              },
              "subscription": {
                "type": "string",
                "description": "The subscription status for this topic.",
                "enum": [
                  "opt_in",
                  "opt_out"
                ]
              }
            }
          }
        },
        "audience_id": {
          "type": "string",
          "description": "Unique identifier of the audience to which the contact belongs.",
          "deprecated": true
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
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1contacts/post"
    }
  },
  {
    "slug": "LIST_CONTACTS",
    "name": "List contacts",
    "description": "Contacts of the account, optionally of one segment.",
    "method": "GET",
    "path": "/contacts",
    "inputSchema": {
      "type": "object",
      "properties": {
        "segment_id": {
          "type": "string",
          "description": "Filter contacts by segment ID."
        },
        "limit": {
          "type": "integer",
          "maximum": 100,
          "minimum": 1,
          "description": "Number of items to return."
        },
        "after": {
          "type": "string",
          "description": "Return items after this cursor."
        },
        "before": {
          "type": "string",
          "description": "Return items before this cursor."
        }
      }
    },
    "placement": {
      "query": [
        "segment_id",
        "limit",
        "after",
        "before"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1contacts/get"
    }
  },
  {
    "slug": "GET_CONTACT",
    "name": "Get a contact",
    "description": "One contact by id or email.",
    "method": "GET",
    "path": "/contacts/{id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "The Contact ID or email address."
        }
      },
      "required": [
        "id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1contacts~1{id}/get"
    }
  },
  {
    "slug": "UPDATE_CONTACT",
    "name": "Update a contact",
    "description": "Change a contact (by id or email): name, or unsubscribe it (`unsubscribed: true`).",
    "method": "PATCH",
    "path": "/contacts/{id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "The Contact ID or email address."
        },
        "email": {
          "type": "string",
          "description": "Email address of the contact."
        },
        "first_name": {
          "type": "string",
          "description": "First name of the contact."
        },
        "last_name": {
          "type": "string",
          "description": "Last name of the contact."
        },
        "unsubscribed": {
          "type": "boolean",
          "description": "The Contact's global subscription status. If set to true, the contact will be unsubscribed from all Broadcasts."
        },
        "properties": {
          "type": "object",
          "description": "A map of custom property keys and values to update.",
          "additionalProperties": true
        }
      },
      "required": [
        "id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1contacts~1{id}/patch"
    }
  },
  {
    "slug": "LIST_SEGMENTS",
    "name": "List segments",
    "description": "Contact segments, the audiences broadcasts are sent to.",
    "method": "GET",
    "path": "/segments",
    "inputSchema": {
      "type": "object",
      "properties": {
        "limit": {
          "type": "integer",
          "maximum": 100,
          "minimum": 1,
          "description": "Number of items to return."
        },
        "after": {
          "type": "string",
          "description": "Return items after this cursor."
        },
        "before": {
          "type": "string",
          "description": "Return items before this cursor."
        }
      }
    },
    "placement": {
      "query": [
        "limit",
        "after",
        "before"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1segments/get"
    }
  },
  {
    "slug": "CREATE_BROADCAST",
    "name": "Create a broadcast",
    "description": "Draft a broadcast (a marketing email) to a segment: `segment_id`, `from`, `subject`, `html` or `text`; send it with SEND_BROADCAST (or `send: true`).",
    "method": "POST",
    "path": "/broadcasts",
    "inputSchema": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "description": "Name of the broadcast."
        },
        "segment_id": {
          "type": "string",
          "description": "Unique identifier of the segment this broadcast will be sent to."
        },
        "audience_id": {
          "type": "string",
          "description": "Use `segment_id` instead. Unique identifier of the segment this broadcast will be sent to.",
          "deprecated": true
        },
        "from": {
          "type": "string",
          "description": "The email address of the sender."
        },
        "subject": {
          "type": "string",
          "description": "The subject line of the email."
        },
        "reply_to": {
          "type": "array",
          "description": "The email addresses to which replies should be sent.",
          "items": {
            "type": "string"
          }
        },
        "preview_text": {
          "type": "string",
          "description": "The preview text of the email."
        },
        "html": {
          "type": "string",
          "description": "The HTML version of the message."
        },
        "text": {
          "type": "string",
          "description": "The plain text version of the message."
        },
        "topic_id": {
          "type": "string",
          "description": "The topic ID that the broadcast will be scoped to."
        },
        "send": {
          "type": "boolean",
          "description": "Whether to send the broadcast immediately or keep it as a draft.\n"
        },
        "scheduled_at": {
          "type": "string",
          "description": "Schedule time to send the broadcast. Can only be used if `send` is true.\n"
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
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1broadcasts/post"
    }
  },
  {
    "slug": "SEND_BROADCAST",
    "name": "Send or schedule a broadcast",
    "description": "Send a draft broadcast now, or at `scheduled_at` (ISO 8601 or natural language such as \"in 1 hour\").",
    "method": "POST",
    "path": "/broadcasts/{id}/send",
    "inputSchema": {
      "type": "object",
      "properties": {
        "id": {
          "type": "string",
          "description": "The Broadcast ID."
        },
        "scheduled_at": {
          "type": "string",
          "description": "Schedule email to be sent later. The date should be in ISO 8601 format."
        }
      },
      "required": [
        "id"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1broadcasts~1{id}~1send/post"
    }
  },
  {
    "slug": "LIST_BROADCASTS",
    "name": "List broadcasts",
    "description": "Broadcasts of the account with their status (draft, scheduled, sent).",
    "method": "GET",
    "path": "/broadcasts",
    "inputSchema": {
      "type": "object",
      "properties": {
        "limit": {
          "type": "integer",
          "maximum": 100,
          "minimum": 1,
          "description": "Number of items to return."
        },
        "after": {
          "type": "string",
          "description": "Return items after this cursor."
        },
        "before": {
          "type": "string",
          "description": "Return items before this cursor."
        }
      }
    },
    "placement": {
      "query": [
        "limit",
        "after",
        "before"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1broadcasts/get"
    }
  },
  {
    "slug": "LIST_TEMPLATES",
    "name": "List templates",
    "description": "Email templates of the account.",
    "method": "GET",
    "path": "/templates",
    "inputSchema": {
      "type": "object",
      "properties": {
        "limit": {
          "type": "integer",
          "maximum": 100,
          "minimum": 1,
          "description": "Number of items to return."
        },
        "after": {
          "type": "string",
          "description": "Return items after this cursor."
        },
        "before": {
          "type": "string",
          "description": "Return items before this cursor."
        }
      }
    },
    "placement": {
      "query": [
        "limit",
        "after",
        "before"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/resend/resend-openapi/blob/fd6f395f2114e13806025f0c330921c901d62bb1/resend.json#/paths/~1templates/get"
    }
  }
];
