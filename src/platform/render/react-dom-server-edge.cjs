'use strict';
// react-dom/server.edge without the legacy string renderer: react-dom's own entry also requires its
// legacy browser build for renderToString and renderToStaticMarkup, which this site never calls
// (every document streams), and @hono/react-renderer imports react-dom/server only for its
// non-streaming mode. wrangler.toml's [alias] points both names here. The build's NODE_ENV picks
// the production or development renderer, as react-dom's entry does, so each matches its React.
if (process.env.NODE_ENV === 'production') {
  module.exports = require('../../../node_modules/react-dom/cjs/react-dom-server.edge.production.js');
} else {
  module.exports = require('../../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');
}
