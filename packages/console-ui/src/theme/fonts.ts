// The console ships its font: Inter, Latin subset, the three weights the type scale uses.
// Bundlers copy the woff2 files next to the CSS; nothing is fetched from a font service.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
