import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

/** One route with a loader, a title and a little content: a page of Remix and nothing else. */
export const loader = () => json({ heading: "Thank you", sentence: "We will be in touch shortly." });

export const meta: MetaFunction = () => [{ title: "A bare Remix page" }];

export default function Index() {
  const { heading, sentence } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{heading}</h1>
      <p>{sentence}</p>
      <Link to="/">Home</Link>
    </main>
  );
}
