module.exports = require('@hm/build/jest-web');
