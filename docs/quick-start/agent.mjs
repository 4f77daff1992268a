import { openai } from "@ai-sdk/openai";
import { Plugboard } from "@plugboard/client";
import { createAiSdkTools } from "@plugboard/ai/vercel";
import { generateText, stepCountIs } from "ai";

const plugboard = new Plugboard({
  baseUrl: process.env.PLUGBOARD_URL ?? "http://localhost:3000",
  apiKey: process.env.PLUGBOARD_API_KEY ?? "",
});

// Your end-user is any string you choose. Store their key for the plugin (encrypted at rest).
await plugboard.connections.create({
  userId: "user-123",
  plugin: "weather",
  authMethod: "api_key",
  credentials: { api_key: "demo-weather-key" },
});

// A tool call with the user's key injected: Plugboard calls GET /forecast/Paris on the weather API.
const forecast = await plugboard.tools.execute({ userId: "user-123", tool: "GET_FORECAST", params: { city: "Paris", days: 2 } });
console.log("Tool call:", JSON.stringify(forecast.data));

// The same tool in an agent: the model decides to call it (needs OPENAI_API_KEY).
if (process.env.OPENAI_API_KEY) {
  const tools = await createAiSdkTools({ client: plugboard, userId: "user-123", plugins: ["weather"] });
  const result = await generateText({
    model: openai.chat(process.env.OPENAI_MODEL ?? "gpt-4o-mini"),
    tools,
    stopWhen: stepCountIs(5),
    prompt: "What is the weather in Paris for the next two days?",
  });
  console.log("Agent:", result.text);
} else {
  console.log("Set OPENAI_API_KEY to let a model call the tool.");
}
