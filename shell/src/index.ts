// An async boundary, so the shared modules (react, antd, @mizan/shared, …)
// are negotiated through Module Federation before any of them runs.
import('./bootstrap');

export {};
