// An AI SDK agent over a catalog of thousands of tools: instead of every tool, the model gets three —
// search_tools, execute_tool and connect (Plugboard's search mode) — finds the one it needs and runs it
// as the user. Runs offline with a scripted model; set OPENAI_API_KEY to use a real one.
import { createAiSdkTools } from "@plugboard/ai/vercel";
import { generateText, stepCountIs } from "ai";
import { startDemo, WEATHER_API_KEY } from "@plugboard/example-demo-weather";
import { addCatalog } from "./add-catalog.js";
import { chooseSearchModel } from "./search-model.js";

const { plugboard, approve, close } = await startDemo();
try {
  const added = await addCatalog(plugboard, approve);
  console.log(`catalog: ${added + 1} tools in ${added / 100 + 1} apps`);
  await plugboard.connections.create({ userId: "user-123", plugin: "weather", authMethod: "api_key", credentials: { api_key: WEATHER_API_KEY } });

  // #region agent
  const tools = await createAiSdkTools({ client: plugboard, userId: "user-123", mode: "search" });
  const result = await generateText({
    model: chooseSearchModel(),
    tools, // search_tools, execute_tool, connect
    stopWhen: stepCountIs(6),
    prompt: "What is the weather in Paris for the next two days?",
  });
  // #endregion agent
  console.log(`tools given to the model: ${Object.keys(tools).join(", ")}`);
  for (const step of result.steps) {
    for (const toolCall of step.toolCalls) console.log(`tool call: ${toolCall.toolName} ${JSON.stringify(toolCall.input)}`);
  }
  console.log(result.text);
} finally {
  await close();
}
