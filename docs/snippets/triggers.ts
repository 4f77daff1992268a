// An agent app woken by events from its users' apps: it subscribes a user's GitHub account to a
// trigger, then reads the events by long-polling (an app without a public URL).
// Type-checked by docs/test/snippets.test.ts; the guide docs/triggers.md quotes its regions.
// #region subscribe
import { Plugboard } from "@plugboard/client";

const plugboard = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: process.env.BASE_URL! });
const subscription = await plugboard.triggerSubscriptions.create({
  userId: "user_1",
  plugin: "github",
  trigger: "issue_opened",
  config: { owner: "octo-org", repo: "hello-world" },
});
// #endregion subscribe

// #region slack-subscribe
// An app-level trigger: Slack sends every workspace's events to the plugin's one URL; Plugboard routes
// each to the subscriptions whose connection is in the event's workspace.
const slackSubscription = await plugboard.triggerSubscriptions.create({
  userId: "user_1",
  plugin: "slack",
  trigger: "message_in_channel",
  config: { channel: "C123ABC456" },
});
// #endregion slack-subscribe
console.log(slackSubscription.status);

/** Hands the event to the agent (a new turn of its conversation in a real app). */
declare function wakeTheAgent(event: unknown): Promise<void>;
/** Stops the loop when the app shuts down. */
const { signal } = new AbortController();

// #region long-poll
for await (const event of plugboard.triggerEvents.iterate({ subscriptionId: subscription.id }, { signal })) {
  await wakeTheAgent(event);
}
// #endregion long-poll
