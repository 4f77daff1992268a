// A LangChain agent loop calling a plugin tool through Plugboard with the end-user's credentials.
// Runs offline with a scripted model; set OPENAI_API_KEY to use ChatOpenAI.
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, type AIMessage, type BaseMessage, type ToolMessage } from "@langchain/core/messages";
import { ChatOpenAI } from "@langchain/openai";
import { createLangChainTools } from "@plugboard/ai/langchain";
import { startDemo, WEATHER_API_KEY } from "@plugboard/example-demo-weather";
import { ScriptedChatModel } from "./scripted-chat-model.js";

const { plugboard, close } = await startDemo();
try {
  await plugboard.connections.create({ userId: "user-123", plugin: "weather", authMethod: "api_key", credentials: { api_key: WEATHER_API_KEY } });
  const chat: BaseChatModel = process.env.OPENAI_API_KEY ? new ChatOpenAI({ model: process.env.OPENAI_MODEL ?? "gpt-4o-mini" }) : new ScriptedChatModel({});

  // #region agent
  const tools = await createLangChainTools({ client: plugboard, userId: "user-123", plugins: ["weather"] });
  const model = chat.bindTools!(tools);
  const messages: BaseMessage[] = [new HumanMessage("What is the weather in Paris?")];
  for (let step = 0; step < 5; step++) {
    const reply = (await model.invoke(messages)) as AIMessage;
    messages.push(reply);
    if (!reply.tool_calls?.length) break;
    for (const call of reply.tool_calls) {
      const tool = tools.find((candidate) => candidate.name === call.name)!;
      messages.push((await tool.invoke({ ...call, type: "tool_call" })) as ToolMessage);
      console.log(`tool call: ${call.name} ${JSON.stringify(call.args)}`);
    }
  }
  console.log(messages.at(-1)!.content);
  // #endregion agent
} finally {
  await close();
}
