// Converted by the server's OpenAPI operation converter from https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json
// (OpenAI's own OpenAPI document, version 2.3.0; request bodies trimmed to the fields listed in each tool); the document is not vendored, so each tool cites its operation by URL.
import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

const document = "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json";

/** 15 tools of openai: responses and chat completions, embeddings, moderation, images, models, files, vector stores and batches, from OpenAI's own OpenAPI document. */
export const openaiTools: ProviderToolInput[] = [
  // The two text-generation requests, hand-written from the same document: its schemas for them are
  // unions of every option (about 200 KB converted); these keep the fields an agent sets.
  referenceTool({
    slug: "CREATE_RESPONSE",
    name: "Generate a response (Responses API)",
    description:
      "Ask a model (e.g. gpt-4.1, o4-mini) for a response to `input` (text, or a list of { role, content } messages), with optional `instructions` (system prompt), `max_output_tokens` and `temperature`; continue a conversation with `previous_response_id`. The generated text is in the response's `output`.",
    method: "POST",
    path: "/responses",
    url: openApiOperationUrl(document, "/responses", "post"),
    params: {
      model: { type: "string", requiredParam: true, description: "Model id, e.g. gpt-4.1 or o4-mini." },
      input: {
        requiredParam: true,
        description: "Text, or an array of messages { role: user|assistant|system|developer, content }.",
        anyOf: [{ type: "string" }, { type: "array", items: { type: "object", properties: { role: { type: "string", enum: ["user", "assistant", "system", "developer"] }, content: { type: "string" } }, required: ["role", "content"] } }],
      },
      instructions: { type: "string", description: "A system (developer) message for this response." },
      max_output_tokens: { type: "integer", minimum: 1 },
      temperature: { type: "number", minimum: 0, maximum: 2 },
      previous_response_id: { type: "string", description: "Id of the previous response, to continue a conversation." },
      store: { type: "boolean", description: "Store the response to retrieve it later (default true)." },
    },
  }),
  referenceTool({
    slug: "CREATE_CHAT_COMPLETION",
    name: "Create a chat completion",
    description:
      "Chat Completions API: a model's reply to a list of `messages` ({ role: system|user|assistant, content }), with optional `max_completion_tokens`, `temperature`, `stop` and `response_format` (e.g. { type: \"json_object\" }).",
    method: "POST",
    path: "/chat/completions",
    url: openApiOperationUrl(document, "/chat/completions", "post"),
    params: {
      model: { type: "string", requiredParam: true, description: "Model id, e.g. gpt-4.1-mini." },
      messages: {
        type: "array",
        requiredParam: true,
        minItems: 1,
        items: { type: "object", properties: { role: { type: "string", enum: ["system", "developer", "user", "assistant"] }, content: { type: "string" } }, required: ["role", "content"] },
      },
      max_completion_tokens: { type: "integer", minimum: 1 },
      temperature: { type: "number", minimum: 0, maximum: 2 },
      top_p: { type: "number", minimum: 0, maximum: 1 },
      n: { type: "integer", minimum: 1, description: "How many choices to generate." },
      stop: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" }, maxItems: 4 }], description: "Up to 4 sequences where generation stops." },
      response_format: { type: "object", description: "e.g. { type: \"json_object\" } or { type: \"json_schema\", json_schema: { name, schema } }." },
    },
  }),
  {
    "slug": "GET_RESPONSE",
    "name": "Get a response",
    "description": "A stored model response by id (resp_\u2026).",
    "method": "GET",
    "path": "/responses/{response_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "response_id": {
          "type": "string",
          "description": "The ID of the response to retrieve."
        }
      },
      "required": [
        "response_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1responses~1{response_id}/get"
    }
  },
  {
    "slug": "CREATE_EMBEDDING",
    "name": "Create embeddings",
    "description": "Embedding vectors of text (`input`: a string or an array of strings) with an embedding model, e.g. text-embedding-3-small; optional `dimensions`.",
    "method": "POST",
    "path": "/embeddings",
    "inputSchema": {
      "type": "object",
      "properties": {
        "input": {
          "description": "Input text to embed, encoded as a string or array of tokens. To embed multiple inputs in a single request, pass an array of strings or array of token arrays. The input must not exceed the max input tokens for the model (8192 tokens for all embedding models), cannot be an empty string, and any array must be 2048 dimensions or less. [Example Python code](https://cookbook.openai.com/examples/how_to_count_tokens_with_tiktoken) for counting tokens. In addition to the per-input token limit, all embedding  models enforce a maximum of 300,000 tokens summed across all inputs in a  single request.\n",
          "oneOf": [
            {
              "type": "string",
              "title": "string",
              "description": "The string that will be turned into an embedding.",
              "default": ""
            },
            {
              "type": "array",
              "title": "array",
              "description": "The array of strings that will be turned into an embedding.",
              "maxItems": 2048,
              "minItems": 1,
              "items": {
                "type": "string",
                "default": ""
              }
            },
            {
              "type": "array",
              "title": "array",
              "description": "The array of integers that will be turned into an embedding.",
              "maxItems": 2048,
              "minItems": 1,
              "items": {
                "type": "integer"
              }
            },
            {
              "type": "array",
              "title": "array",
              "description": "The array of arrays containing integers that will be turned into an embedding.",
              "maxItems": 2048,
              "minItems": 1,
              "items": {
                "type": "array",
                "minItems": 1,
                "items": {
                  "type": "integer"
                }
              }
            }
          ]
        },
        "model": {
          "description": "ID of the model to use. You can use the [List models](/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](/docs/models) for descriptions of them.\n",
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "string",
              "enum": [
                "text-embedding-ada-002",
                "text-embedding-3-small",
                "text-embedding-3-large"
              ]
            }
          ]
        },
        "encoding_format": {
          "type": "string",
          "description": "The format to return the embeddings in. Can be either `float` or [`base64`](https://pypi.org/project/pybase64/).",
          "enum": [
            "float",
            "base64"
          ],
          "default": "float"
        },
        "dimensions": {
          "type": "integer",
          "description": "The number of dimensions the resulting output embeddings should have. Only supported in `text-embedding-3` and later models.\n",
          "minimum": 1
        }
      },
      "required": [
        "input",
        "model"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1embeddings/post"
    }
  },
  {
    "slug": "CREATE_MODERATION",
    "name": "Moderate text or images",
    "description": "Classify whether text (or images) is potentially harmful, by category (harassment, hate, self-harm, sexual, violence\u2026).",
    "method": "POST",
    "path": "/moderations",
    "inputSchema": {
      "type": "object",
      "properties": {
        "input": {
          "description": "Input (or inputs) to classify. Can be a single string, an array of strings, or\nan array of multi-modal input objects similar to other models.\n",
          "oneOf": [
            {
              "type": "string",
              "description": "A string of text to classify for moderation.",
              "default": ""
            },
            {
              "type": "array",
              "description": "An array of strings to classify for moderation.",
              "items": {
                "type": "string",
                "default": ""
              }
            },
            {
              "type": "array",
              "description": "An array of multi-modal inputs to the moderation model.",
              "items": {
                "oneOf": [
                  {
                    "type": "object",
                    "description": "An object describing an image to classify.",
                    "properties": {
                      "type": {
                        "type": "string",
                        "description": "Always `image_url`.",
                        "enum": [
                          "image_url"
                        ]
                      },
                      "image_url": {
                        "type": "object",
                        "description": "Contains either an image URL or a data URL for a base64 encoded image.",
                        "properties": {
                          "url": {
                            "type": "string",
                            "description": "Either a URL of the image or the base64 encoded image data.",
                            "format": "uri"
                          }
                        },
                        "required": [
                          "url"
                        ]
                      }
                    },
                    "required": [
                      "type",
                      "image_url"
                    ]
                  },
                  {
                    "type": "object",
                    "description": "An object describing text to classify.",
                    "properties": {
                      "type": {
                        "type": "string",
                        "description": "Always `text`.",
                        "enum": [
                          "text"
                        ]
                      },
                      "text": {
                        "type": "string",
                        "description": "A string of text to classify."
                      }
                    },
                    "required": [
                      "type",
                      "text"
                    ]
                  }
                ]
              }
            }
          ]
        },
        "model": {
          "description": "The content moderation model you would like to use. Learn more in\n[the moderation guide](/docs/guides/moderation), and learn about\navailable models [here](/docs/models#moderation).\n",
          "default": "omni-moderation-latest",
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "string",
              "enum": [
                "omni-moderation-latest",
                "omni-moderation-2024-09-26",
                "text-moderation-latest",
                "text-moderation-stable"
              ]
            }
          ]
        }
      },
      "required": [
        "input"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1moderations/post"
    }
  },
  {
    "slug": "CREATE_IMAGE",
    "name": "Generate an image",
    "description": "Generate images from a text `prompt` with an image model (e.g. gpt-image-1, dall-e-3), in a `size` and `quality`.",
    "method": "POST",
    "path": "/images/generations",
    "inputSchema": {
      "type": "object",
      "properties": {
        "prompt": {
          "type": "string",
          "description": "A text description of the desired image(s). The maximum length is 32000 characters for the GPT image models, 1000 characters for `dall-e-2` and 4000 characters for `dall-e-3`."
        },
        "model": {
          "description": "The model to use for image generation. One of `dall-e-2`, `dall-e-3`, or a GPT image model (`gpt-image-1`, `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`). Defaults to `dall-e-2` unless a parameter specific to the GPT image models is used.",
          "default": "dall-e-2",
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "string",
              "enum": [
                "gpt-image-1.5",
                "gpt-image-2",
                "gpt-image-2-2026-04-21",
                "dall-e-2",
                "dall-e-3",
                "gpt-image-1",
                "gpt-image-1-mini"
              ]
            }
          ]
        },
        "n": {
          "type": "integer",
          "description": "The number of images to generate. Must be between 1 and 10. For `dall-e-3`, only `n=1` is supported.",
          "maximum": 10,
          "minimum": 1,
          "default": 1
        },
        "quality": {
          "type": "string",
          "description": "The quality of the image that will be generated.\n\n- `auto` (default value) will automatically select the best quality for the given model.\n- `high`, `medium` and `low` are supported for the GPT image models.\n- `hd` and `standard` are supported for `dall-e-3`.\n- `standard` is the only option for `dall-e-2`.\n",
          "enum": [
            "standard",
            "hd",
            "low",
            "medium",
            "high",
            "auto"
          ],
          "default": "auto"
        },
        "size": {
          "description": "The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.",
          "default": "auto",
          "anyOf": [
            {
              "type": "string"
            },
            {
              "type": "string",
              "enum": [
                "auto",
                "1024x1024",
                "1536x1024",
                "1024x1536",
                "256x256",
                "512x512",
                "1792x1024",
                "1024x1792"
              ]
            }
          ]
        }
      },
      "required": [
        "prompt"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1images~1generations/post"
    }
  },
  {
    "slug": "LIST_MODELS",
    "name": "List models",
    "description": "Models available to the API key, with their owners.",
    "method": "GET",
    "path": "/models",
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
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1models/get"
    }
  },
  {
    "slug": "GET_MODEL",
    "name": "Get a model",
    "description": "One model by id, e.g. gpt-4.1.",
    "method": "GET",
    "path": "/models/{model}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "model": {
          "type": "string",
          "description": "The ID of the model to use for this request"
        }
      },
      "required": [
        "model"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1models~1{model}/get"
    }
  },
  {
    "slug": "LIST_FILES",
    "name": "List files",
    "description": "Files uploaded to the organization (for assistants, batches, fine-tuning, vector stores), optionally of one purpose.",
    "method": "GET",
    "path": "/files",
    "inputSchema": {
      "type": "object",
      "properties": {
        "purpose": {
          "type": "string",
          "description": "Only return files with the given purpose."
        },
        "limit": {
          "type": "integer",
          "default": 10000,
          "description": "A limit on the number of objects to be returned. Limit can range between 1 and 10,000, and the default is 10,000."
        },
        "order": {
          "type": "string",
          "enum": [
            "asc",
            "desc"
          ],
          "default": "desc",
          "description": "Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order."
        },
        "after": {
          "type": "string",
          "description": "A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list."
        }
      }
    },
    "placement": {
      "query": [
        "purpose",
        "limit",
        "order",
        "after"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1files/get"
    }
  },
  {
    "slug": "GET_FILE",
    "name": "Get a file",
    "description": "One file's metadata (name, size, purpose, status) by id (file-\u2026).",
    "method": "GET",
    "path": "/files/{file_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "file_id": {
          "type": "string",
          "description": "The ID of the file to use for this request."
        }
      },
      "required": [
        "file_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1files~1{file_id}/get"
    }
  },
  {
    "slug": "LIST_VECTOR_STORES",
    "name": "List vector stores",
    "description": "Vector stores of the organization (indexed files for file search).",
    "method": "GET",
    "path": "/vector_stores",
    "inputSchema": {
      "type": "object",
      "properties": {
        "limit": {
          "type": "integer",
          "default": 20,
          "description": "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20."
        },
        "order": {
          "type": "string",
          "enum": [
            "asc",
            "desc"
          ],
          "default": "desc",
          "description": "Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order."
        },
        "after": {
          "type": "string",
          "description": "A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list."
        },
        "before": {
          "type": "string",
          "description": "A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list."
        }
      }
    },
    "placement": {
      "query": [
        "limit",
        "order",
        "after",
        "before"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1vector_stores/get"
    }
  },
  {
    "slug": "CREATE_VECTOR_STORE",
    "name": "Create a vector store",
    "description": "Create a vector store, optionally from uploaded file ids, to search with SEARCH_VECTOR_STORE or the file_search tool.",
    "method": "POST",
    "path": "/vector_stores",
    "inputSchema": {
      "type": "object",
      "properties": {
        "file_ids": {
          "type": "array",
          "description": "A list of [File](/docs/api-reference/files) IDs that the vector store should use. Useful for tools like `file_search` that can access files.",
          "maxItems": 500,
          "items": {
            "type": "string"
          }
        },
        "name": {
          "type": "string",
          "description": "The name of the vector store."
        },
        "metadata": {
          "anyOf": [
            {
              "type": "object",
              "description": "Set of 16 key-value pairs that can be attached to an object. This can be\nuseful for storing additional information about the object in a structured\nformat, and querying for objects via API or the dashboard.\n\nKeys are strings with a maximum length of 64 characters. Values are strings\nwith a maximum length of 512 characters.\n",
              "additionalProperties": {
                "type": "string"
              }
            },
            {
              "type": "null"
            }
          ]
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
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1vector_stores/post"
    }
  },
  {
    "slug": "SEARCH_VECTOR_STORE",
    "name": "Search a vector store",
    "description": "Find the chunks of a vector store's files most relevant to a `query`.",
    "method": "POST",
    "path": "/vector_stores/{vector_store_id}/search",
    "inputSchema": {
      "type": "object",
      "properties": {
        "vector_store_id": {
          "type": "string",
          "description": "The ID of the vector store to search."
        },
        "query": {
          "description": "A query string for a search",
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "array",
              "items": {
                "type": "string",
                "description": "A list of queries to search for.",
                "minItems": 1
              }
            }
          ]
        },
        "rewrite_query": {
          "type": "boolean",
          "description": "Whether to rewrite the natural language query for vector search.",
          "default": false
        },
        "max_num_results": {
          "type": "integer",
          "description": "The maximum number of results to return. This number should be between 1 and 50 inclusive.",
          "maximum": 50,
          "minimum": 1,
          "default": 10
        }
      },
      "required": [
        "vector_store_id",
        "query"
      ]
    },
    "placement": {
      "query": [],
      "header": [],
      "body": "json"
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1vector_stores~1{vector_store_id}~1search/post"
    }
  },
  {
    "slug": "LIST_BATCHES",
    "name": "List batches",
    "description": "Batch jobs of the organization with their status and request counts.",
    "method": "GET",
    "path": "/batches",
    "inputSchema": {
      "type": "object",
      "properties": {
        "after": {
          "type": "string",
          "description": "A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list."
        },
        "limit": {
          "type": "integer",
          "default": 20,
          "description": "A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20."
        }
      }
    },
    "placement": {
      "query": [
        "after",
        "limit"
      ],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1batches/get"
    }
  },
  {
    "slug": "GET_BATCH",
    "name": "Get a batch",
    "description": "One batch job by id: status, request counts and output file id.",
    "method": "GET",
    "path": "/batches/{batch_id}",
    "inputSchema": {
      "type": "object",
      "properties": {
        "batch_id": {
          "type": "string",
          "description": "The ID of the batch to retrieve."
        }
      },
      "required": [
        "batch_id"
      ]
    },
    "placement": {
      "query": [],
      "header": []
    },
    "source": {
      "kind": "reference",
      "url": "https://github.com/openai/openai-openapi/blob/f85dbe223d40e1a31cba812ab2d755c7e98a92a3/openapi.json#/paths/~1batches~1{batch_id}/get"
    }
  },
];
