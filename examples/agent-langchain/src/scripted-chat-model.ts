import { BaseChatModel, type BindToolsInput } from "@langchain/core/language_models/chat_models";
import { AIMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";

/**
 * An offline stand-in for a chat model: first asks for GET_FORECAST in Paris, then answers from the
 * tool's result. Used when no OPENAI_API_KEY is set, so the example runs anywhere.
 */
export class ScriptedChatModel extends BaseChatModel {
  _llmType(): string {
    return "scripted";
  }

  override bindTools(_tools: BindToolsInput[]) {
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const result = messages.find((message): message is ToolMessage => message instanceof ToolMessage);
    const message = result
      ? new AIMessage(`Paris: ${(JSON.parse(String(result.content)) as { forecast: string }).forecast}.`)
      : new AIMessage({ content: "", tool_calls: [{ id: "call_1", name: "GET_FORECAST", args: { city: "Paris" }, type: "tool_call" }] });
    return { generations: [{ message, text: typeof message.content === "string" ? message.content : "" }] };
  }
}
