#!/usr/bin/env node
// The server is TypeScript, so tsx is registered in-process before the CLI module loads.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
