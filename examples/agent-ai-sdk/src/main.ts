// An AI SDK agent that calls a plugin tool through Plugboard with the end-user's credentials.
// Runs offline with a scripted model; set OPENAI_API_KEY to use a real one.
import { createAiSdkTools } from "@plugboard/ai/vercel";
import { generateText, stepCountIs } from "ai";
import { startDemo, WEATHER_API_KEY } from "@plugboard/example-demo-weather";
import { chooseModel } from "@plugboard/example-demo-weather/model";

const { plugboard, close } = await startDemo();
try {
  // #region connect
  // Store the end-user's credentials for the plugin (encrypted at rest, injected on every call).
  await plugboard.connections.create({
    userId: "user-123",
    plugin: "weather",
    authMethod: "api_key",
    credentials: { api_key: WEATHER_API_KEY },
  });
  // #endregion connect

  // #region agent
  const tools = await createAiSdkTools({ client: plugboard, userId: "user-123", plugins: ["weather"] });
  const result = await generateText({
    model: chooseModel(),
    tools,
    stopWhen: stepCountIs(5),
    prompt: "What is the weather in Paris for the next two days?",
  });
  console.log(result.text);
  // #endregion agent
  for (const step of result.steps) {
    for (const call of step.toolCalls) console.log(`tool call: ${call.toolName} ${JSON.stringify(call.input)}`);
  }
} finally {
  await close();
}
