import type { TriggerDefinitionInput } from "@plugboard/core";

/**
 * Slack's Events API (api.slack.com/apis/http: one request URL per app receives every workspace's
 * events; routing is the receiver's job). Deliveries are signed with the app's signing secret,
 * `X-Slack-Signature: v0=…` over `v0:{X-Slack-Request-Timestamp}:{body}` (api.slack.com/docs/
 * verifying-requests-from-slack); the URL is checked once with a `url_verification` body answered
 * with its `challenge` (api.slack.com/events/url_verification). An event is `{ type:
 * "event_callback", team_id, event_id, event_time, event: { … } }`; `event_id` is stable across
 * Slack's retries. Subscriptions are routed by `team_id` against the workspace id kept from the OAuth
 * v2 token response (`team.id`, api.slack.com/authentication/oauth-v2).
 */
export const slackTriggers: TriggerDefinitionInput[] = [
  {
    slug: "message_in_channel",
    name: "Message in a channel",
    description:
      "A message was posted to a public channel of the user's workspace (the Events API's `message.channels` event), optionally only in one channel. Add the app's Request URL ({base_url}/api/v1/triggers/inbound/apps/{plugin}) and the `message.channels` event under Event Subscriptions, and the app's Signing Secret to the plugin's OAuth settings.",
    kind: "webhook",
    configSchema: {
      type: "object",
      properties: { channel: { type: "string", description: "Only messages of this channel (its id, e.g. C123ABC456); all public channels when absent", pattern: "^[A-Z0-9]{2,30}$" } },
      additionalProperties: false,
    },
    payload: {
      description:
        "Slack's inner `message` event: `type` (`message`), `channel`, `user`, `text`, `ts`, `event_ts`, `channel_type` (`channel`), and `subtype` for edits, joins and bot messages.",
    },
    webhook: {
      delivery: "app",
      verification: { scheme: "slack_v0", toleranceSeconds: 300 },
      appSecret: "signing_secret",
      challenge: { fields: { type: "url_verification" }, path: "challenge" },
      eventId: { path: "event_id" },
      occurredAtPath: "event_time",
      match: { fields: { type: "event_callback", "event.type": "message", "event.channel_type": "channel" } },
      route: [{ path: "team_id", connection: "{{metadata.team.id}}" }],
      configFilter: { "event.channel": "channel" },
      payloadPath: "event",
    },
    source: "https://api.slack.com/events/message.channels",
  },
];
