#!/usr/bin/env node
// `npm start`: install if needed, then run the site on localhost against the sandbox (or SANDBOX_BACKEND).
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

if (!ensureDeps()) process.exit(1);
const backend = process.env.SANDBOX_BACKEND;
console.log(backend ? `Backend: proxying /wps and /lgw to ${backend}` : 'Backend: the sandbox (simulated platform)');
const child = spawn('npx', ['vite', '--host', 'localhost', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
