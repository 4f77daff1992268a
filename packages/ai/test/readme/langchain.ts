// README example (type-checked, never run): the LangChain adapter.
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";

declare const chatModel: BaseChatModel; // e.g. new ChatOpenAI({ model: "…" }) or new ChatAnthropic({ model: "…" })

// #region langchain
import { HumanMessage, type AIMessage, type BaseMessage } from "@langchain/core/messages";
import { Plugboard } from "@plugboard/client";
import { createLangChainTools } from "@plugboard/ai/langchain";

const client = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
const tools = await createLangChainTools({ client, userId: "user_1", plugins: ["github"] });

// With LangChain's agents: createAgent({ model: chatModel, tools }). By hand:
const model = chatModel.bindTools!(tools);
const messages: BaseMessage[] = [new HumanMessage("Open an issue in acme/app about the login bug")];
for (let step = 0; step < 5; step++) {
  const reply = (await model.invoke(messages)) as AIMessage;
  messages.push(reply);
  if (!reply.tool_calls?.length) break;
  for (const call of reply.tool_calls) {
    const tool = tools.find((candidate) => candidate.name === call.name)!;
    messages.push(await tool.invoke({ ...call, type: "tool_call" })); // a ToolMessage
  }
}
// #endregion langchain

// #region langchain-direct
const text = await tools[0]!.invoke({ owner: "acme", repo: "app", title: "Login bug" });
// '{"number":7,...}' on success, or 'Error: … (status 409, connection_required). The user has not connected GitHub. …'
// #endregion langchain-direct
void text;
