// README example (type-checked, never run): the Anthropic SDK adapter.
// #region anthropic
import Anthropic from "@anthropic-ai/sdk";
import type { MessageParam } from "@anthropic-ai/sdk/resources/messages";
import { Plugboard } from "@plugboard/client";
import { createAnthropicTools } from "@plugboard/ai/anthropic";

const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
const anthropic = new Anthropic();

const plugboard = await createAnthropicTools({ client, userId: "user_1", plugins: ["github"] });

const messages: MessageParam[] = [{ role: "user", content: "Open an issue in acme/app about the login bug" }];
for (let step = 0; step < 5; step++) {
  const message = await anthropic.messages.create({ model: "claude-haiku-4-5", max_tokens: 1024, messages, tools: plugboard.tools });
  messages.push({ role: "assistant", content: message.content });
  if (message.stop_reason !== "tool_use") break;
  messages.push(await plugboard.runToolCalls(message.content)); // { role: "user", content: [{ type: "tool_result", … }, …] }
}
// #endregion anthropic
