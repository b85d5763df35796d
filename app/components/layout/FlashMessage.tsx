export interface Flash {
  kind: "success" | "info" | "error";
  message: string;
}

const styles: Record<Flash["kind"], string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-brand bg-brand-light text-gray-900",
  error: "border-red-700 bg-red-50 text-red-900",
};

/** A one-time confirmation after a form post (Post/Redirect/Get), announced politely. */
export function FlashMessage({ flash }: { flash: Flash }) {
  return (
    <div className="mx-auto mt-4 max-w-7xl px-4">
      <p role="status" className={`rounded-md border-l-4 px-4 py-3 ${styles[flash.kind]}`}>
        {flash.message}
      </p>
    </div>
  );
}
