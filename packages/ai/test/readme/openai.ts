// README example (type-checked, never run): the OpenAI SDK adapter.
// #region openai-chat
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { Plugboard } from "@plugboard/client";
import { createOpenAIChatTools } from "@plugboard/ai/openai";

const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
const openai = new OpenAI();

// Lists the tools once; each runs as this end-user, with their connected accounts.
const plugboard = await createOpenAIChatTools({ client, userId: "user_1", plugins: ["github"] });

const messages: ChatCompletionMessageParam[] = [{ role: "user", content: "Open an issue in acme/app about the login bug" }];
for (let step = 0; step < 5; step++) {
  const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages, tools: plugboard.tools });
  const message = completion.choices[0]!.message;
  messages.push(message);
  if (!message.tool_calls?.length) break;
  messages.push(...(await plugboard.runToolCalls(message.tool_calls))); // [{ role: "tool", tool_call_id, content }, …]
}
// #endregion openai-chat

// #region openai-responses
import { createOpenAIResponsesTools } from "@plugboard/ai/openai";

const responsesTools = await createOpenAIResponsesTools({ client, userId: "user_1", connectedOnly: true });

let response = await openai.responses.create({ model: "gpt-4o-mini", input: "What is new in acme/app?", tools: responsesTools.tools });
for (let step = 0; step < 5; step++) {
  const outputs = await responsesTools.runToolCalls(response.output); // [{ type: "function_call_output", call_id, output }, …]
  if (outputs.length === 0) break;
  response = await openai.responses.create({ model: "gpt-4o-mini", previous_response_id: response.id, input: outputs, tools: responsesTools.tools });
}
console.log(response.output_text);
// #endregion openai-responses

