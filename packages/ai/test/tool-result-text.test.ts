import { describe, expect, it } from "vitest";
import { isPlugboardToolResult, toolDescriptionFor, toolResultText } from "@plugboard/ai";

describe("toolResultText", () => {
  it("gives text data as is and anything else as JSON", () => {
    expect(toolResultText({ success: true, data: "plain answer", status: 200, latencyMs: 1 })).toBe("plain answer");
    expect(toolResultText({ success: true, data: { id: 7, tags: ["a"] }, status: 201, latencyMs: 1 })).toBe('{"id":7,"tags":["a"]}');
    expect(toolResultText({ success: true, data: null, status: 204, latencyMs: 1 })).toBe("null");
    expect(toolResultText({ success: true, data: undefined, status: 204, latencyMs: 1 })).toBe("null");
  });

  it("writes a failure as one Error line with status, code and hint, then details and the response", () => {
    expect(
      toolResultText({
        success: false,
        error: "The user has no connection to this plugin.",
        status: 409,
        code: "connection_required",
        hint: "Ask them to connect GitHub.",
      }),
    ).toBe("Error: The user has no connection to this plugin (status 409, connection_required). Ask them to connect GitHub.");
    expect(
      toolResultText({
        success: false,
        error: "Invalid input",
        status: 400,
        code: "invalid_input",
        details: { fieldErrors: { "params.id": ["is required"] } },
      }),
    ).toBe('Error: Invalid input (status 400, invalid_input).\nDetails: {"fieldErrors":{"params.id":["is required"]}}');
    expect(toolResultText({ success: false, error: "Boom", status: 500, data: { message: "upstream exploded" } })).toBe(
      'Error: Boom (status 500).\nResponse: {"message":"upstream exploded"}',
    );
  });
});

describe("isPlugboardToolResult", () => {
  it.each([
    [{ success: true, data: 1, status: 200, latencyMs: 1 }, true],
    [{ success: false, error: "x", status: 409 }, true],
    [{ success: false, status: 409 }, false],
    [{ success: true, status: 200 }, false],
    [{ error: "x", status: 1 }, false],
    ["text", false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isPlugboardToolResult(value)).toBe(expected);
  });
});

describe("toolDescriptionFor", () => {
  it("prefixes the plugin name and falls back to the tool name", () => {
    expect(toolDescriptionFor({ pluginName: "GitHub", name: "Create issue", description: "Opens an issue." })).toBe("[GitHub] Opens an issue.");
    expect(toolDescriptionFor({ pluginName: "GitHub", name: "Create issue", description: "  " })).toBe("[GitHub] Create issue");
    expect(toolDescriptionFor({ pluginName: "", name: "Create issue", description: "Opens an issue." })).toBe("Opens an issue.");
  });
});
