// `pnpm demo:weather`: the demo weather API on http://localhost:4010 (WEATHER_PORT to change it), the
// upstream of the quick start's plugin. Stop it with Ctrl-C.
import type { AddressInfo } from "node:net";
import { WEATHER_API_KEY, weatherApi } from "./weather-api.js";

const port = Number(process.env.WEATHER_PORT ?? 4010);
const server = weatherApi();
server.listen(port, "127.0.0.1", () => {
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  console.log(`Demo weather API at ${url} (API key: ${WEATHER_API_KEY}); try: curl -H "x-api-key: ${WEATHER_API_KEY}" ${url}/forecast/Paris`);
});
const stop = () => server.close(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
