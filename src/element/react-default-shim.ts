// @r2wc/react-to-web-component does `import React from "react"` for one function, createElement; with
// react aliased to preact/compat that default import keeps all of compat in the bundle (an object holding
// every export cannot be tree-shaken). rollup.config.mjs points r2wc's "react" here instead.
import { createElement } from 'react';

export default { createElement };
