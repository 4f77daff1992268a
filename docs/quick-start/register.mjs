import { Plugboard } from "@plugboard/client";

const plugboard = new Plugboard({
  baseUrl: process.env.PLUGBOARD_URL ?? "http://localhost:3000",
  apiKey: process.env.PLUGBOARD_API_KEY ?? "", // nk_… printed by the first `pnpm start`
});

// A plugin wraps an external API: here the demo weather API of `pnpm demo:weather`.
const plugin = await plugboard.submissions.create({
  slug: "weather",
  name: "Weather",
  description: "Forecasts for any city.",
  baseUrl: process.env.WEATHER_URL ?? "http://localhost:4010",
  tools: [
    {
      slug: "GET_FORECAST",
      name: "Get forecast",
      description: "Weather forecast for a city.",
      method: "GET",
      path: "/forecast/{city}",
      inputSchema: {
        type: "object",
        properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, maximum: 7 } },
        required: ["city"],
      },
    },
  ],
  // Each end-user brings their own key; Plugboard sends it in the X-API-Key header.
  authMethods: [{ type: "api_key", label: "API key", isDefault: true }],
  submitForReview: true,
});
console.log(`Submitted ${plugin.slug}: ${plugin.reviewStatus}`);
