import { createServer, type Server } from "node:http";

/** The API key the demo weather API accepts (in the `x-api-key` header). */
export const WEATHER_API_KEY = "demo-weather-key";

/**
 * A tiny "weather" API that wants an API key: `GET /forecast/{city}?days=N` answers a made-up forecast
 * as JSON, and 401 without the right `x-api-key`. Not listening yet.
 */
export function weatherApi(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://weather.local");
    if (request.headers["x-api-key"] !== WEATHER_API_KEY) {
      response.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: "bad api key" }));
      return;
    }
    const city = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ city, forecast: "sunny", highC: 23, lowC: 14, days: Number(url.searchParams.get("days") ?? 1) }));
  });
}
