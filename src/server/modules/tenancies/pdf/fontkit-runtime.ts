// fontkit's code is compiled for the regenerator runtime, which it expects as a global.
import 'regenerator-runtime/runtime.js';
