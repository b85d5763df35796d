import { useState } from "react";
import type { Order } from "@contract/click-collect";
import type { Department } from "@contract/content";
import { formatCollectionDate } from "@contract/collection-slots";
import { collectionTimes, orderPath } from "~/lib/click-collect/order-steps";
import { ActionForm, SelectField } from "~/components/forms/ActionForm";

/**
 * The collection step: a branch, a day and a time the branch can hand the car over (the branch's opening hours,
 * dealer-api/contract/opening-slots.ts). The times offered follow the branch and the day chosen as they change; without
 * JavaScript the list holds the times the branch (or, before one is chosen, any branch) opens on some day, and a time
 * it is closed on the day chosen comes back with the reason and everything chosen kept.
 */
export function CollectionStep({
  stockId,
  order,
  branches,
  days,
}: {
  stockId: string;
  order: Order;
  branches: Department[];
  days: string[];
}) {
  const saved = order.collection;
  // What the customer has chosen since the page was drawn (JavaScript only): it is what the fields show.
  const [chosen, setChosen] = useState<{ branch?: string; date?: string }>({});
  return (
    <ActionForm action={orderPath(stockId, "collection")} submit="Continue" formKey="order">
      {(problem) => {
        const typed = (name: string, fallback = "") =>
          problem ? String(problem.typed[name] ?? "") : fallback;
        const branchCode = chosen.branch ?? typed("department_code", saved?.department_code);
        const branch = branches.find((item) => item.code === branchCode);
        const date = chosen.date ?? typed("date", saved?.date);
        const { times, dates } = collectionTimes(branches, branch, days, date);
        return (
          <>
            <input type="hidden" name="intent" value="collection" />
            <SelectField
              name="department_code"
              label="Branch"
              error={problem?.errors.department_code}
              value={typed("department_code", saved?.department_code)}
              options={branches.map((item) => ({ value: item.code, label: item.name }))}
              onChange={(code) => setChosen((before) => ({ ...before, branch: code }))}
            />
            <SelectField
              name="date"
              label="Day (weekends too)"
              error={problem?.errors.date}
              value={typed("date", saved?.date)}
              options={dates.map((day) => ({ value: day, label: formatCollectionDate(day) }))}
              onChange={(date) => setChosen((before) => ({ ...before, date }))}
            />
            <SelectField
              name="time"
              label="Time"
              error={problem?.errors.time}
              value={typed("time", saved?.time)}
              options={times.map((time) => ({ value: time, label: time }))}
            />
          </>
        );
      }}
    </ActionForm>
  );
}
