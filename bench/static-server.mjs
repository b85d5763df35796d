// The baseline of the page benchmark: answers every request with the same HTML bytes, held in memory.
//   node bench/static-server.mjs <html file> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  response.end(body);
}).listen(Number(port), () => console.log(`static server on ${port}`));
