import { useMemo, useState } from "react";
import { useField } from "remix-validated-form";
import type { Order } from "@contract/click-collect";
import type { Department } from "@contract/content";
import { formatCollectionDate } from "@contract/collection-slots";
import { collectionTimes, orderPath } from "~/lib/click-collect/order-steps";
import { collectionValidator } from "~/lib/click-collect/order-validators";
import { ValidatedPostForm } from "~/components/forms/ValidatedPostForm";
import { SelectField } from "~/components/forms/fields";

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
  today,
  days,
}: {
  stockId: string;
  order: Order;
  branches: Department[];
  /** The UK date the page was drawn on: the collection window the days offered start from. */
  today: string;
  days: string[];
}) {
  const saved = order.collection;
  // The branches' own opening hours, as the action checks them (contract/order-forms.ts).
  const validator = useMemo(() => collectionValidator(branches, today), [branches, today]);
  return (
    <ValidatedPostForm
      validator={validator}
      subaction="collection"
      action={orderPath(stockId, "collection")}
      submit="Continue"
      formKey="order-collection"
      defaultValues={{
        department_code: saved?.department_code ?? "",
        date: saved?.date ?? "",
        time: saved?.time ?? "",
      }}
    >
      <CollectionFields branches={branches} days={days} />
    </ValidatedPostForm>
  );
}

function CollectionFields({ branches, days }: { branches: Department[]; days: string[] }) {
  // What the form holds (the saved collection, or what came back from a refused try), then what the customer picks
  // since (JavaScript only): the days and times offered follow it.
  const held = {
    branch: useField("department_code").defaultValue as string | undefined,
    date: useField("date").defaultValue as string | undefined,
  };
  const [chosen, setChosen] = useState<{ branch?: string; date?: string }>({});
  const branchCode = chosen.branch ?? held.branch ?? "";
  const branch = branches.find((item) => item.code === branchCode);
  const { times, dates } = collectionTimes(branches, branch, days, chosen.date ?? held.date ?? "");
  return (
    <>
      <SelectField
        name="department_code"
        label="Branch"
        options={branches.map((item) => ({ value: item.code, label: item.name }))}
        onChange={(code) => setChosen((before) => ({ ...before, branch: code }))}
      />
      <SelectField
        name="date"
        label="Day (weekends too)"
        options={dates.map((day) => ({ value: day, label: formatCollectionDate(day) }))}
        onChange={(date) => setChosen((before) => ({ ...before, date }))}
      />
      <SelectField name="time" label="Time" options={times.map((time) => ({ value: time, label: time }))} />
    </>
  );
}
