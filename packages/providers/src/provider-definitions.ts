import type { ProviderDefinitionInput } from "@plugboard/core";
import { airtable } from "./definitions/airtable.js";
import { asana } from "./definitions/asana.js";
import { box } from "./definitions/box.js";
import { discord } from "./definitions/discord.js";
import { dropbox } from "./definitions/dropbox.js";
import { figma } from "./definitions/figma.js";
import { github } from "./definitions/github.js";
import { hubspot } from "./definitions/hubspot.js";
import { intercom } from "./definitions/intercom.js";
import { salesforce } from "./definitions/salesforce.js";
import { shopify } from "./definitions/shopify.js";
import { spotify } from "./definitions/spotify.js";
import { x } from "./definitions/x.js";
import { zendesk } from "./definitions/zendesk.js";
import { zoom } from "./definitions/zoom.js";

/**
 * Every provider of the catalog, in the order the catalog lists them. Adding a provider: write
 * `definitions/<id>.ts` and add it here (see the package README).
 */
export const providerDefinitions: readonly ProviderDefinitionInput[] = [github, salesforce, hubspot, asana, box, dropbox, zoom, spotify, figma, shopify, zendesk, x, airtable, discord, intercom];
