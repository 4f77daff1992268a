import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const DOCS = "https://github.com/SurveyMonkey/public_api_docs/blob/main/includes";
const OVERVIEW = `${DOCS}/_overview.md`;
const SURVEYS = `${DOCS}/_surveys.md`;
const USERS = `${DOCS}/_users.md`;
const RESPONSES = `${DOCS}/_responses.md`;
const COLLECTORS = `${DOCS}/_collectors.md`;
const surveyId = { type: "string", description: "The survey's id (from LIST_SURVEYS)." };
const page = { page: { type: "integer", minimum: 1 }, per_page: { type: "integer", minimum: 1, maximum: 1000 } };

/**
 * SurveyMonkey's API v3, from SurveyMonkey's own documentation source (public_api_docs, the pages of
 * developer.surveymonkey.com/api/v3). OAuth 2.0: the user is sent to
 * `https://api.surveymonkey.com/oauth/authorize` (redirect_uri, client_id, response_type, state — the
 * scopes are set as required or optional on the app, not in the request), and the code is exchanged at
 * `https://api.surveymonkey.com/oauth/token` with a form holding client_id, client_secret, code,
 * redirect_uri and grant_type. Access tokens do not expire (no refresh token). The account's data
 * center decides the API host, returned as `access_url` in the token response: the base URL is
 * `{access_url}/v3`.
 */
export const surveymonkey: ProviderDefinitionInput = {
  id: "surveymonkey",
  name: "SurveyMonkey",
  description: "SurveyMonkey surveys, collectors and responses: list surveys, read a survey's questions, list and read responses in bulk.",
  categories: ["marketing", "productivity"],
  docsUrl: "https://developer.surveymonkey.com/api/v3/",
  kind: "http",
  baseUrl: "{{metadata.access_url}}/v3",
  authModes: [
    {
      type: "oauth2",
      label: "SurveyMonkey account",
      description:
        "Create an app at developer.surveymonkey.com/apps, set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its OAuth redirect URL, mark the scopes it needs (e.g. View Surveys, View Responses) as required, and copy the client id and secret.",
      config: {
        authorize_url: "https://api.surveymonkey.com/oauth/authorize",
        token_url: "https://api.surveymonkey.com/oauth/token",
        token_metadata: ["access_url"],
      },
      scopes: [
        { name: "surveys_read", description: "View your surveys and those shared with you." },
        { name: "collectors_read", description: "View collectors for your surveys and those shared with you." },
        { name: "responses_read", description: "View if surveys in your account have responses and their metadata." },
        { name: "responses_read_detail", description: "View answers along with responses and answer counts and trends (paid plan)." },
        { name: "users_read", description: "View your user information." },
      ],
    },
  ],
  tools: [
    referenceTool({ slug: "GET_CURRENT_USER", name: "Get the current user", description: "The connected account: username, email, account type, language.", method: "GET", path: "/users/me", url: USERS }),
    referenceTool({
      slug: "LIST_SURVEYS",
      name: "List surveys",
      description: "Surveys owned by or shared with the user, optionally searched by title.",
      method: "GET",
      path: "/surveys",
      url: SURVEYS,
      params: { title: { type: "string" }, sort_by: { type: "string", enum: ["title", "date_modified", "num_responses"] }, ...page },
    }),
    referenceTool({ slug: "GET_SURVEY", name: "Get a survey", description: "A survey's title, response count and links.", method: "GET", path: "/surveys/{survey_id}", url: SURVEYS, params: { survey_id: surveyId } }),
    referenceTool({ slug: "GET_SURVEY_DETAILS", name: "Get a survey's questions", description: "The survey's full design: pages, question ids and answer option ids with their text (to read responses).", method: "GET", path: "/surveys/{survey_id}/details", url: SURVEYS, params: { survey_id: surveyId } }),
    referenceTool({ slug: "LIST_RESPONSES", name: "List a survey's responses", description: "The responses of a survey (ids and metadata).", method: "GET", path: "/surveys/{survey_id}/responses", url: RESPONSES, params: { survey_id: surveyId, ...page } }),
    referenceTool({ slug: "GET_RESPONSES_BULK", name: "Get responses with answers", description: "Responses with every answer (question and choice ids; match them with GET_SURVEY_DETAILS). Needs responses_read_detail.", method: "GET", path: "/surveys/{survey_id}/responses/bulk", url: RESPONSES, params: { survey_id: surveyId, ...page } }),
    referenceTool({ slug: "GET_COLLECTOR", name: "Get a collector", description: "A collector (web link, email invitation…): status, URL, response count.", method: "GET", path: "/collectors/{collector_id}", url: COLLECTORS, params: { collector_id: { type: "string" } } }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OVERVIEW]: ["authorizeUrl and its params", "tokenUrl, form with client_id, client_secret, code, redirect_uri, grant_type", "scopes set on the app (required/optional)", "scope names", "tokens do not expire", "access_url in the token response is the API host"],
    [SURVEYS]: ["tools LIST_SURVEYS, GET_SURVEY, GET_SURVEY_DETAILS"],
    [USERS]: ["tool GET_CURRENT_USER"],
    [RESPONSES]: ["tools LIST_RESPONSES, GET_RESPONSES_BULK"],
    [COLLECTORS]: ["tool GET_COLLECTOR"],
  },
  sources: [OVERVIEW, SURVEYS, USERS, RESPONSES, COLLECTORS],
};
