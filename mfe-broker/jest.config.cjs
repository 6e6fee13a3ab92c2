module.exports = require('@sencare/shared/build/jest-preset.cjs')(__dirname);
