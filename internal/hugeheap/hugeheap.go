// Package hugeheap asks the kernel to back the Go heap of a short process
// with huge pages.
//
// A process that answers one question (or imports a folder) touches tens
// to hundreds of megabytes of fresh heap, and every fresh 4 KB page is a
// page fault. On a virtual machine a fault costs tens of microseconds:
// over 40,000 journal days a question took 14,000 of them, and writing
// the fields of the events it made was a fifth of its CPU, nearly all of
// it in the first store to each page. Linux with transparent huge pages
// set to "madvise" (the common default) gives 2 MB pages only to ranges
// a process advises, and the Go runtime advises none of its heap. With
// Advise a question took 4,000 faults and a third less CPU (December
// 2026, fifteen journal questions as processes, interleaved), at the
// same resident size.
package hugeheap
