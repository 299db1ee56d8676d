/**
 * Pages astro builds at once (astro.config.mjs `build.concurrency`). Astro renders a page, then awaits its folder
 * and file on libuv's four threads, where a new file costs 0.05-0.3 ms of kernel time (ext4 here); one page at a
 * time, the renderer waited for each. 10,000 titles (14,800 pages): 27.7-29.1 s at 1, 22.0 at 2, 19.0-20.0 at 4,
 * 18.9 at 8, the same HTML (bench/notes/build-profile.md).
 */
export const BUILD_CONCURRENCY = 4;
