/**
 * The Remix Express template's server (compression, static files, an access log, Remix's request handler), compiled
 * into build/index.js by the Remix compiler: `node build/index.js`.
 */
import express from "express";
import compression from "compression";
import morgan from "morgan";
import { createRequestHandler } from "@remix-run/express";
import * as build from "@remix-run/dev/server-build";

const app = express();
app.use(compression());
app.disable("x-powered-by");
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
app.use(morgan("tiny"));
app.all("*", createRequestHandler({ build, mode: build.mode }));

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`[bare-remix] http://localhost:${port}`));
