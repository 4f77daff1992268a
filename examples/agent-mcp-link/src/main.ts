// An AI SDK agent that reaches the user's tools through one Plugboard MCP link, with the AI SDK's own
// MCP client: no Plugboard SDK in the agent at all. Runs offline with a scripted model; set
// OPENAI_API_KEY to use a real one.
import { createMCPClient } from "@ai-sdk/mcp";
import { generateText, stepCountIs } from "ai";
import { startDemo, WEATHER_API_KEY } from "@plugboard/example-demo-weather";
import { chooseModel } from "@plugboard/example-demo-weather/model";

const { plugboard, close } = await startDemo();
try {
  await plugboard.connections.create({ userId: "user-123", plugin: "weather", authMethod: "api_key", credentials: { api_key: WEATHER_API_KEY } });

  // #region link
  // One URL per end-user: give it to any MCP client (Claude, Cursor, the OpenAI Responses API, …).
  const link = await plugboard.mcp.links.create({ userId: "user-123", plugins: ["weather"], name: "AI SDK agent" });
  // #endregion link
  console.log(`MCP link created (${link.id}); the URL is shown once and is the credential.`);

  // #region agent
  const mcp = await createMCPClient({ transport: { type: "http", url: link.url } });
  const result = await generateText({
    model: chooseModel(),
    tools: await mcp.tools(),
    stopWhen: stepCountIs(5),
    prompt: "What is the weather in Paris for the next two days?",
  });
  console.log(result.text);
  await mcp.close();
  // #endregion agent
  for (const step of result.steps) {
    for (const call of step.toolCalls) console.log(`tool call: ${call.toolName} ${JSON.stringify(call.input)}`);
  }
} finally {
  await close();
}
