import type { Generated } from "kysely";
import type { SubmissionKind } from "./rate-limit";

/** Tables of the form-submit service (the submissions themselves go to content's `form_submissions`). */
export interface FormsTables {
  /** One row per accepted submission or reservation, by client: what the rate limit counts. */
  submission_log: {
    id: Generated<number>;
    client_key: string;
    kind: SubmissionKind;
    /** ISO 8601 instant; sorts as text. */
    created_at: string;
    /** A hash of what was sent (`submissionFingerprint`), where a repeat of it is answered as the first. */
    fingerprint: string | null;
    /** The stored submission (`form_submissions.id`) this entry counted. */
    submission_id: number | null;
  };
}
