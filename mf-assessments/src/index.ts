// An async boundary, so Module Federation can settle the shared libraries first.
import('./bootstrap');
