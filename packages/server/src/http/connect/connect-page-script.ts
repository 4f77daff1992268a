/**
 * The hosted page's script (inline, allowed by the CSP of `SECURITY_HEADERS`, `script-src 'self' 'unsafe-inline'`). Plain
 * ES2017, no framework. It reads the connect token from the page's JSON data block and:
 *
 * - inputs marked `data-config` (the method's `connection_config` fields) are sent as `connectionConfig`;
 * - credential forms (`data-action="submit"`) post `{ connectToken, authMethodId, credentials }` to
 *   `/api/connect/submit`; a JSON text area (`data-kind="json"`) is parsed into the credentials object;
 * - OAuth buttons and forms (`data-action="oauth"`, a form when the method asks for config) and the MCP form (`data-action="mcp"`) post to
 *   `/api/connect/oauth-start` and navigate to the returned `authorizationUrl`;
 * - a 4xx answer shows `error` in the `role="alert"` region, marks the named fields `aria-invalid` and
 *   moves focus to the first of them; an answer with `redirectUrl` sends the user back to the app.
 */
export const CONNECT_PAGE_SCRIPT = `
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("connect-data").textContent);
  var errorBox = document.getElementById("error");

  function fieldsOf(container) { return Array.prototype.slice.call(container.querySelectorAll("input, textarea")); }

  function clearError() {
    errorBox.hidden = true;
    errorBox.textContent = "";
    fieldsOf(document).forEach(function (field) { field.removeAttribute("aria-invalid"); });
  }

  function showError(message, container, fieldErrors) {
    errorBox.textContent = message;
    errorBox.hidden = false;
    var invalid = [];
    if (container) {
      var fields = fieldsOf(container);
      Object.keys(fieldErrors || {}).forEach(function (key) {
        var name = key.replace(/^(credentials|connectionConfig)\\./, "");
        var match = fields.filter(function (field) { return field.name === name; })[0] || (fields.length === 1 ? fields[0] : null);
        if (match && invalid.indexOf(match) < 0) invalid.push(match);
      });
      invalid.forEach(function (field) { field.setAttribute("aria-invalid", "true"); });
    }
    if (invalid.length > 0) invalid[0].focus();
    else { errorBox.focus(); }
  }

  function configOf(form) {
    var inputs = Array.prototype.slice.call(form.querySelectorAll('input[data-config="true"]'));
    if (inputs.length === 0) return null;
    var values = {};
    inputs.forEach(function (input) { if (input.value.trim() !== "") values[input.name] = input.value.trim(); });
    return values;
  }

  function setBusy(container, busy) {
    Array.prototype.slice.call(container.querySelectorAll("button")).forEach(function (button) {
      button.disabled = busy;
      if (busy) button.setAttribute("aria-busy", "true"); else button.removeAttribute("aria-busy");
    });
  }

  function send(path, body, container, onSuccess) {
    clearError();
    setBusy(container, true);
    fetch(path, { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json", "Accept": "application/json" }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (json) { return { ok: response.ok, json: json }; });
      })
      .then(function (result) {
        if (result.ok) { onSuccess(result.json); return; }
        if (result.json && result.json.redirectUrl) { window.location.assign(result.json.redirectUrl); return; }
        setBusy(container, false);
        var details = result.json && result.json.details;
        showError((result.json && result.json.error) || "Something went wrong. Please try again.", container, details && details.fieldErrors);
      })
      .catch(function () {
        setBusy(container, false);
        showError("Could not reach the server. Check your connection and try again.", container);
      });
  }

  Array.prototype.slice.call(document.querySelectorAll('form[data-action="submit"]')).forEach(function (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var credentials = {};
      var connectionConfig = configOf(form);
      var fields = fieldsOf(form);
      for (var i = 0; i < fields.length; i++) {
        var field = fields[i];
        if (field.getAttribute("data-config") === "true") continue;
        if (field.getAttribute("data-kind") === "json") {
          var parsed;
          try { parsed = JSON.parse(field.value); } catch (error) { parsed = null; }
          if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
            clearError();
            var problem = {}; problem[field.name] = ["invalid"];
            showError("Paste the credentials as a JSON object, for example {\\"access_token\\": \\"…\\"}.", form, problem);
            return;
          }
          Object.keys(parsed).forEach(function (key) { credentials[key] = parsed[key]; });
        } else {
          credentials[field.name] = field.value;
        }
      }
      var body = { connectToken: data.connectToken, authMethodId: form.getAttribute("data-method-id"), credentials: credentials };
      if (connectionConfig) body.connectionConfig = connectionConfig;
      send("/api/connect/submit", body, form,
        function (json) { window.location.assign(json.redirectUrl); });
    });
  });

  Array.prototype.slice.call(document.querySelectorAll('button[data-action="oauth"]')).forEach(function (button) {
    button.addEventListener("click", function () {
      send("/api/connect/oauth-start", { connectToken: data.connectToken, authMethodId: button.getAttribute("data-method-id") }, button.parentNode,
        function (json) { window.location.assign(json.authorizationUrl); });
    });
  });

  Array.prototype.slice.call(document.querySelectorAll('form[data-action="oauth"]')).forEach(function (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var body = { connectToken: data.connectToken, authMethodId: form.getAttribute("data-method-id") };
      var connectionConfig = configOf(form);
      if (connectionConfig) body.connectionConfig = connectionConfig;
      send("/api/connect/oauth-start", body, form, function (json) { window.location.assign(json.authorizationUrl); });
    });
  });

  Array.prototype.slice.call(document.querySelectorAll('form[data-action="mcp"]')).forEach(function (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var body = { connectToken: data.connectToken, mcp: true };
      var secret = form.querySelector('input[name="mcpClientSecret"]');
      if (secret && secret.value.trim() !== "") body.mcpClientSecret = secret.value.trim();
      send("/api/connect/oauth-start", body, form, function (json) { window.location.assign(json.authorizationUrl); });
    });
  });
})();
`;
