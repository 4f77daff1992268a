import type { ProviderDefinitionInput } from "@plugboard/core";
import { atlassianMcp } from "./definitions/atlassian-mcp.js";
import { githubMcp } from "./definitions/github-mcp.js";
import { linearMcp } from "./definitions/linear-mcp.js";
import { notionMcp } from "./definitions/notion-mcp.js";
import { sentryMcp } from "./definitions/sentry-mcp.js";
import { stripeMcp } from "./definitions/stripe-mcp.js";
import { zoom } from "./definitions/zoom.js";
import { asana } from "./definitions/asana.js";
import { box } from "./definitions/box.js";
import { github } from "./definitions/github.js";
import { googleCalendar } from "./definitions/google-calendar.js";
import { googleDrive } from "./definitions/google-drive.js";
import { googleGmail } from "./definitions/google-gmail.js";
import { googleSheets } from "./definitions/google-sheets.js";
import { sendgrid } from "./definitions/sendgrid.js";
import { slack } from "./definitions/slack.js";
import { spotify } from "./definitions/spotify.js";
import { stripe } from "./definitions/stripe.js";

/**
 * Every provider of the catalog, in the order the catalog lists them. Adding a provider: write
 * `definitions/<id>.ts` and add it here (see the package README).
 */
export const providerDefinitions: readonly ProviderDefinitionInput[] = [github, googleGmail, googleCalendar, googleDrive, googleSheets, slack, stripe, asana, spotify, box, zoom, sendgrid, githubMcp, notionMcp, linearMcp, atlassianMcp, sentryMcp, stripeMcp];
