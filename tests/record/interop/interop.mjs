// Interoperability of Shogiban's records with two independent implementations, tsshogi and
// json-kifu-format, and with the JKF JSON schema:
//   1. every sample converted by shogiban-tool to KIF, KIFU, KI2, CSA (V3.0 and V2.2) and JSON
//      parses in both libraries (json-kifu-format: CSA V2.2 only, it has no V3.0 reader) to the
//      same final position as `shogiban-tool sfen` reports;
//   2. our JSON validates against json-kifu-format's JKF schema;
//   3. files the libraries write (tsshogi: KIF, KI2, CSA, JKF; json-kifu-format: JKF) load in
//      Shogiban to the same final position.
//   4. variations survive: tsshogi finds as many moves in the whole tree of our KIF, KI2 and
//      JSON as our own JSON holds.
// usage: node interop.mjs SHOGIBAN_TOOL WORK_DIR SAMPLES_DIR...
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import * as tsshogi from "tsshogi";
import jkfPackage from "json-kifu-format";
import Ajv2020 from "ajv/dist/2020.js";

const [tool, workDir, ...samplesDirs] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const { JKFPlayer } = jkfPackage;
fs.mkdirSync(workDir, { recursive: true });

const failures = [];
let checks = 0;
const check = (ok, what) => {
  checks++;
  if (!ok) failures.push(what);
};

// Board, side and hands: move numbers are counted differently by each program.
const position = (sfen) => sfen.trim().split(/\s+/).slice(0, 3).join(" ");
const shogibanSfen = (file) => position(execFileSync(tool, ["sfen", file]).toString());
const decode = (file) => {
  const bytes = fs.readFileSync(file);
  const utf8 = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const sjis = /\.(kif|ki2)$/.test(file) && !utf8.includes("手合割") && !utf8.includes("手数")
    && !utf8.includes("▲");
  return sjis ? new TextDecoder("shift_jis").decode(bytes) : utf8;
};

const tsshogiImport = { kif: tsshogi.importKIF, kifu: tsshogi.importKIF, ki2: tsshogi.importKI2,
  csa: tsshogi.importCSA, json: tsshogi.importJKFString };
const jkfImport = { kif: JKFPlayer.parseKIF, kifu: JKFPlayer.parseKIF, ki2: JKFPlayer.parseKI2,
  csa: JKFPlayer.parseCSA, json: JKFPlayer.parseJKF };

function tsshogiFinal(text, ext) {
  const record = tsshogiImport[ext](text);
  if (record instanceof Error) return `error: ${record.message}`;
  record.goto(Number.MAX_SAFE_INTEGER);
  return position(record.position.sfen);
}

function jkfFinal(text, ext) {
  try {
    const player = jkfImport[ext](text);
    player.goto(player.getMaxTesuu());
    return position(player.shogi.toSFENString(1));
  } catch (e) {
    return `error: ${e.message ?? e}`;
  }
}

const schema = JSON.parse(fs.readFileSync(
  path.join(path.dirname(require.resolve("json-kifu-format/package.json")),
            "specification/json-kifu-format.schema.json"), "utf8"));
const validate = new Ajv2020({ strictTuples: false, allErrors: true }).compile(schema);

// Entries of a JKF move list and of all its forks (moves[0], the start, excluded).
const treeSize = (moves, first = 0) => moves.slice(first).reduce(
  (n, entry) => n + 1 + (entry.forks ?? []).reduce((m, fork) => m + treeSize(fork), 0), 0);

// Files only (tests/data/fuzz/corpus is the libFuzzer seed corpus); "illegal*" and
// "regress*" files are broken on purpose (the fuzz tests' regressions).
const samples = samplesDirs.flatMap((dir) => fs.readdirSync(dir).sort()
  .filter((f) => !f.startsWith("illegal") && !f.startsWith("regress"))
  .map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile()));
for (const source of samples) {
  const sample = path.basename(source);
  const expected = shogibanSfen(source);
  const base = sample.replace(/\./g, "_");
  const jsonFile = path.join(workDir, `${base}_tree.json`);
  execFileSync(tool, ["convert", source, jsonFile, "--force"]);
  const ourTree = treeSize(JSON.parse(fs.readFileSync(jsonFile, "utf8")).moves, 1);

  // 1 and 2: what we write, read by them.
  for (const kind of ["kif", "kifu", "ki2", "csa", "csa-v22", "json"]) {
    const ext = kind.replace("-v22", "");
    const out = path.join(workDir, `${base}_${kind}.${ext}`);
    execFileSync(tool, ["convert", source, out, "--force", ...(kind === "csa-v22" ? ["--csa-v22"] : [])]);
    const text = decode(out);
    const theirs = tsshogiFinal(text, ext);
    check(theirs === expected, `tsshogi reads our ${sample} as ${kind}: ${theirs} != ${expected}`);
    if (["kif", "kifu", "ki2", "json"].includes(kind) && !(tsshogiImport[ext](text) instanceof Error)) {
      const tree = treeSize(tsshogi.exportJKF(tsshogiImport[ext](text)).moves, 1);
      check(tree === ourTree, `tsshogi finds ${tree} moves in the tree of our ${sample} as ${kind}, we wrote ${ourTree}`);
    }
    // json-kifu-format reads CSA V2 only.
    if (kind === "csa") continue;
    const jkf = jkfFinal(text, ext);
    check(jkf === expected, `json-kifu-format reads our ${sample} as ${kind}: ${jkf} != ${expected}`);
    if (ext === "json") {
      check(validate(JSON.parse(text)),
            `our ${sample} as JSON violates the JKF schema: ${JSON.stringify(validate.errors)}`);
    }
  }

  // 3: what they write, read by us.
  const ext = path.extname(sample).slice(1);
  if (!(ext in tsshogiImport)) continue;
  const record = tsshogiImport[ext](decode(source));
  check(!(record instanceof Error), `tsshogi cannot read sample ${sample}: ${record.message}`);
  if (record instanceof Error) continue;
  record.goto(Number.MAX_SAFE_INTEGER);
  const theirFinal = position(record.position.sfen);
  check(theirFinal === expected, `tsshogi reads sample ${sample} as ${theirFinal}, we as ${expected}`);
  const written = { kifu: tsshogi.exportKIF(record), ki2: tsshogi.exportKI2(record),
    csa: tsshogi.exportCSA(record), json: tsshogi.exportJKFString(record) };
  for (const [outExt, text] of Object.entries(written)) {
    const file = path.join(workDir, `tsshogi_${base}.${outExt}`);
    fs.writeFileSync(file, text);
    let ours;
    try {
      ours = shogibanSfen(file);
    } catch (e) {
      ours = `error: ${e.stderr}`;
    }
    check(ours === theirFinal, `we read tsshogi's .${outExt} of ${sample} as ${ours}, it as ${theirFinal}`);
  }
  if (decode(source).includes("V3.0")) continue; // json-kifu-format reads CSA V2 only
  try {
    const player = jkfImport[ext](decode(source));
    const file = path.join(workDir, `jkf_${base}.json`);
    fs.writeFileSync(file, JSON.stringify(player.kifu));
    check(shogibanSfen(file) === expected, `we read json-kifu-format's JKF of ${sample} differently`);
  } catch (e) {
    failures.push(`json-kifu-format cannot read sample ${sample}: ${e.message ?? e}`);
  }
}

console.log(`${checks} interoperability checks on ${samples.length} samples, ${failures.length} failed`);
for (const f of failures) console.log(`FAIL: ${f}`);
process.exit(failures.length === 0 ? 0 : 1);
