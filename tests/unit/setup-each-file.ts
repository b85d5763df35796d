import { forgetKeptAnswers } from "~/lib/cache.server";

// Run before each test file of the "rules" project, whose files share a worker's modules (vitest.config.ts): the
// site's kept dealer answers belong to the dealer API of the file that asked for them.
forgetKeptAnswers();
