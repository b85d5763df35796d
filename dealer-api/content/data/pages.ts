import type { AuthoredPage } from "./page-types";
import { systemPages } from "./pages-system";
import { legalPages } from "./pages-legal";
import { financePages } from "./pages-finance";
import { extrasPages } from "./pages-extras";
import { companyPages } from "./pages-company";

export const pages: readonly AuthoredPage[] = [
  ...systemPages,
  ...legalPages,
  ...financePages,
  ...extrasPages,
  ...companyPages,
];
